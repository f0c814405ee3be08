import {
  cargoShapeIssues,
  cargoSearchInvalidityReasons,
  commodityMessageKeys,
  fieldOfSearchInvalidityReason,
  quoteFormFindings,
  quoteFormServiceReasons,
  type QuoteFormService,
  type CargoSearch,
  type QuoteAdmissionContext,
  type QuoteFormFindings,
  type SearchInvalidityReason,
} from '@freightdesk/domain';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { toNestErrors } from '@hookform/resolvers';
import { fieldErrorOf, messageOfKey, type FormFieldError } from '@/lib/forms/field-messages';
import type { QuoteFormValues } from './form-values';

/** The form field a search field (a reason's or the server's dotted path) is shown on. */
export function formFieldOfSearchField(searchField: string): string | undefined {
  if (searchField.startsWith('origin')) return 'origin';
  if (searchField.startsWith('destination')) return 'destination';
  if (searchField === 'additionalServices.customBond') return 'customBond';
  if (searchField === 'cargoValue' || searchField === 'cargoReadyDate' || searchField === 'commodity') {
    return searchField;
  }
  if (searchField.startsWith('cargo.rows.')) return `rows.${searchField.split('.')[2] ?? 0}.quantity`;
  if (searchField.startsWith('cargo')) return 'cargoLimits';
  return undefined;
}

/** The i18n key of a search invalidity reason (or of a reason the server sent for a field). */
export function messageKeyOfReason(reason: SearchInvalidityReason | string): string {
  return reason === 'commodityMissing' ? commodityMessageKeys.required : `quoteForm.reasons.${reason}`;
}

/** A cargo shape issue's path (`rows.0.length` …) as the form's field. */
function formFieldOfCargoPath(path: readonly (string | number)[]): string {
  const [kind, ...rest] = path.map(String);
  if (kind === 'boxes') return 'boxCounts';
  if (kind === 'containers' && rest.length === 0) return 'containers.0.quantity';
  if (kind === 'rows' && rest.length === 0) return 'rows.0.quantity';
  return [kind, ...rest].join('.');
}

/**
 * Every message of the form, by field, before anything is sent (ADR 054): the cargo's shape (the domain's
 * `cargoShapeIssues`, plain rules: the form fetches no zod, ADR 082), then the domain's findings — search validity,
 * cargo limits, profile, commodity.
 */
export function quoteFormErrors(search: CargoSearch, findings: QuoteFormFindings): Record<string, FormFieldError> {
  const errors: Record<string, FormFieldError> = {};
  const set = (field: string | undefined, error: FormFieldError) => {
    if (field !== undefined) errors[field] ??= error;
  };
  const shapeIssues = search.cargo === null ? [] : cargoShapeIssues(search.cargo);
  for (const issue of shapeIssues) set(formFieldOfCargoPath(issue.path), fieldErrorOf(messageOfKey(issue.message)));
  for (const reason of findings.reasons) {
    if (reason === 'cargoMissing') continue;
    set(
      formFieldOfSearchField(fieldOfSearchInvalidityReason(reason)),
      fieldErrorOf(messageOfKey(messageKeyOfReason(reason))),
    );
  }
  if (shapeIssues.length === 0 && findings.limits.length > 0) {
    set('cargoLimits', fieldErrorOf(messageOfKey('cargo.limitExceeded.title')));
  }
  if (findings.profileMismatch) set('commodity', fieldErrorOf(messageOfKey('quoteForm.profileMismatch')));
  if (findings.commodity?.acceptance === 'notAccepted') {
    set('commodity', fieldErrorOf(messageOfKey(commodityMessageKeys.notAccepted)));
  }
  return errors;
}

/** The form's resolver: the search it would send when nothing is wrong, else the messages by field. */
export function quoteFormResolver(
  toSearch: (values: QuoteFormValues) => CargoSearch,
  context: () => QuoteAdmissionContext,
  service: QuoteFormService,
): Resolver<QuoteFormValues, unknown, CargoSearch> {
  return (values, _context, options) => {
    const search = toSearch(values);
    const errors = quoteFormErrors(search, quoteFormFindings(search, context()));
    for (const reason of quoteFormServiceReasons(service, search.origin)) {
      errors['origin'] ??= fieldErrorOf(messageOfKey(`quoteForm.reasons.${reason}`));
    }
    if (Object.keys(errors).length === 0) return { values: search, errors: {} };
    return { values: {}, errors: toNestErrors(errors as FieldErrors, options) };
  };
}

/** The route and date fields a step of their own checks (a household move's moving details). */
const routeFields = new Set(['origin', 'destination', 'cargoReadyDate']);

/**
 * The moving details step's resolver: the domain's reasons about the two ends and the date only, plus the service's
 * (ADR 054); the step hands over the values as typed.
 */
export function routeAndDateResolver(
  toSearch: (values: QuoteFormValues) => CargoSearch,
  today: string,
  service: QuoteFormService,
): Resolver<QuoteFormValues> {
  return (values, _context, options) => {
    const search = toSearch(values);
    const errors: Record<string, FormFieldError> = {};
    for (const reason of cargoSearchInvalidityReasons(search, { today, commodityRequired: false })) {
      const field = formFieldOfSearchField(fieldOfSearchInvalidityReason(reason));
      if (field !== undefined && routeFields.has(field)) {
        errors[field] ??= fieldErrorOf(messageOfKey(messageKeyOfReason(reason)));
      }
    }
    for (const reason of quoteFormServiceReasons(service, search.origin)) {
      errors['origin'] ??= fieldErrorOf(messageOfKey(`quoteForm.reasons.${reason}`));
    }
    if (Object.keys(errors).length === 0) return { values, errors: {} };
    return { values: {}, errors: toNestErrors(errors as FieldErrors, options) };
  };
}
