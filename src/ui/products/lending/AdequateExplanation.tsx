import { adequateExplanation } from '../../../core/products/lending/adequate-explanation';

/** The adequate explanation (CCA s55A) as a region of its own, shown before the agreement of the loan and the card. */
export function AdequateExplanation({ product }: { product: 'loan' | 'credit card' }) {
  const explanation = adequateExplanation(product);
  const id = `explanation-${product.replace(' ', '-')}`;
  return (
    <section className="adequate-explanation" aria-labelledby={id}>
      <h2 id={id}>{explanation.heading}</h2>
      {explanation.sections.map((section) => (
        <div key={section.heading}>
          <h3>{section.heading}</h3>
          {section.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      ))}
    </section>
  );
}
