/**
 * The savings products' wire formats (docs/api/savings.md), generated from openapi/bank.yaml: a field the document does not have does not compile. Money is integer pence; dates ISO.
 * Answers are the payloads, read through `Unchecked<...>` until the mapper has checked them.
 */
import type { ItemOf, Schemas } from '../../http/wire-types';

export type RegularSaverEligibilityDto = Schemas['GetV1ProductsRegularSaverEligibilityAnswer']['payload'];
export type RegularSaverProductDto = RegularSaverEligibilityDto['product'];
export type HeldAccountDto = NonNullable<RegularSaverEligibilityDto['heldAccount']>;
export type SourceAccountDto = ItemOf<Schemas['GetV1ProductsByProductSourceAccountsAnswer']['payload']>;
export type CountryDto = ItemOf<Schemas['GetV1ProductsCountryCodesAnswer']['payload']>;
export type NationalityDto = ItemOf<Schemas['GetV1ProductsCountryNationalityCodesAnswer']['payload']>;
export type RegularSaverApplicationDto = Schemas['PostV1ProductsRegularSaverApplicationsRequest'];
export type RegularSaverOpenedDto = Schemas['PostV1ProductsRegularSaverApplications201Answer']['payload'];
export type OpenedAccountDto = RegularSaverOpenedDto['account'];
export type CashIsaProductDto = Schemas['GetV1ProductsCashIsaProductInformationAnswer']['payload'];
/** Paid into Cash ISAs with us in `taxYear` ('2026/27'), and whether the customer is UK resident. */
export type CashIsaEligibilityDto = Schemas['GetV1ProductsCashIsaEligibilityAnswer']['payload'];
export type IsaDetailsCheckRequestDto = Schemas['PostV1ProductsCashIsaEligibilityRequest'];
export type IsaDetailsCheckDto = Schemas['PostV1ProductsCashIsaEligibilityAnswer']['payload'];
export type ApplicantDetailsDto = Schemas['GetV1ProductsCashIsaApplicantDetailsAnswer']['payload'];
export type CashIsaApplicationDto = Schemas['PostV1ProductsCashIsaApplicationsRequest'];
/** `GET /v1/products/{product}/documents`: each document as HTML, with its PDF's address. */
export type ProductDocumentDto = ItemOf<Schemas['GetV1ProductsByProductDocumentsAnswer']['payload']>;
export type CashIsaOpenedDto = Schemas['PostV1ProductsCashIsaApplications201Answer']['payload'];
