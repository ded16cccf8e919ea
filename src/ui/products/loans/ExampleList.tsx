import { exampleLines, type RepresentativeExample } from '../../../core/products/lending/representative-example';

/** The representative example's figures together, as the regulations ask, in a summary list. */
export function ExampleList({ example, personal = false }: { example: RepresentativeExample; personal?: boolean }) {
  return (
    <dl className="summary-list">
      {exampleLines(example, { personal }).map((line) => (
        <div className="summary-list__row" key={line.label}>
          <dt className="summary-list__key">{line.label}</dt>
          <dd className="summary-list__value">{line.value}</dd>
        </div>
      ))}
    </dl>
  );
}
