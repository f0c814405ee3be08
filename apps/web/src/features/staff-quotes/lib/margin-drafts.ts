import {
  customisableChargeGroups,
  minorUnitDigitsByCurrency,
  moneyFromMajor,
  rateChargeGroups,
  rateMarginSchema,
  type CustomisableChargeGroup,
  type Currency,
  type MarginLine,
  type MarginMode,
  type Rate,
  type RateMargin,
} from '@freightdesk/domain';

/**
 * The customise screen's margins as typed (docs/decisions/081-staff-quote-tools.md): per line or group, a mode and
 * the text of its value — an amount in major units of the rate's currency (`-12.50`) or a percentage (`7.5`).
 */
export interface MarginDraft {
  mode: MarginMode;
  value: string;
}
export type RateDrafts = Record<string, MarginDraft>;

export type MarginTarget =
  { scope: 'group'; group: CustomisableChargeGroup } | { scope: 'line'; group: CustomisableChargeGroup; line: number };

export const targetKey = (target: MarginTarget) =>
  target.scope === 'group' ? `group:${target.group}` : `line:${target.group}:${target.line}`;

function targetOfKey(key: string): MarginTarget {
  const [scope, group, line] = key.split(':') as ['group' | 'line', CustomisableChargeGroup, string?];
  return scope === 'group' ? { scope, group } : { scope, group, line: Number(line) };
}

/** The rate's lines in group order, as the margins count them (a line's position within its group). */
export function marginLinesOf(rate: Rate): MarginLine[] {
  return rateChargeGroups.flatMap((group) =>
    rate.charges[group].map((charge) => ({ group, amountMinor: charge.amountMinor })),
  );
}

export const isCustomisableGroup = (group: string): group is CustomisableChargeGroup =>
  (customisableChargeGroups as readonly string[]).includes(group);

/** The drafts of saved margins (amounts shown in major units). */
export function draftsOfMargins(margins: readonly RateMargin[], currency: Currency): RateDrafts {
  const digits = minorUnitDigitsByCurrency[currency];
  return Object.fromEntries(
    margins.map((margin) => [
      targetKey(margin),
      {
        mode: margin.mode,
        value: margin.mode === 'amount' ? (margin.value / 10 ** digits).toFixed(digits) : String(margin.value),
      },
    ]),
  );
}

/** The margins the drafts say, and the message key of each draft that says nothing valid (by target key). */
export function marginsOfDrafts(
  drafts: RateDrafts,
  currency: Currency,
): { margins: RateMargin[]; problems: Record<string, string> } {
  const margins: RateMargin[] = [];
  const problems: Record<string, string> = {};
  for (const [key, draft] of Object.entries(drafts)) {
    const text = draft.value.trim().replace(',', '.').replace('−', '-');
    if (text === '') continue;
    const number = Number(text);
    if (!Number.isFinite(number)) {
      problems[key] = 'staffQuotes.validation.number';
      continue;
    }
    const target = targetOfKey(key);
    if (draft.mode === 'amount' && !/^-?\d*(\.\d{0,2})?$/.test(text)) {
      problems[key] = 'staffQuotes.validation.amountMinor';
      continue;
    }
    const value = draft.mode === 'amount' ? moneyFromMajor(number, currency).amountMinor : number;
    const parsed = rateMarginSchema.safeParse({ ...target, mode: draft.mode, value });
    if (!parsed.success) {
      problems[key] = parsed.error.issues[0]?.message ?? 'staffQuotes.validation.number';
      continue;
    }
    if (value !== 0) margins.push(parsed.data);
  }
  return { margins, problems };
}
