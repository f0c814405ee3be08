// One layout for every e-mail (ADR 067): a template gives a subject and a list of blocks; this
// file writes them as HTML (tables and inline styles, which mail clients keep) and as plain text.
import { textDirectionOf, type Language } from '@freightdesk/domain';
import type { MailBrand } from './mail-brand';
import { fill, mailTextsOf } from './mail-texts';

/** One piece of a mail's body; every text is plain (the layout escapes it). */
export type MailBlock =
  | { kind: 'paragraph'; text: string }
  /** A sentence that matters most (a promise, a deadline). */
  | { kind: 'emphasis'; text: string }
  /** A one-time code, large and spaced. */
  | { kind: 'code'; text: string }
  /** A button; the text part writes `label: url`. */
  | { kind: 'action'; label: string; url: string }
  /** Label–value rows (a booking's reference, route, total…); rows without a value are left out. */
  | { kind: 'details'; rows: readonly MailDetail[] };

export interface MailDetail {
  label: string;
  value: string | null | undefined;
}

export interface MailContent {
  subject: string;
  blocks: readonly MailBlock[];
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** `&`, `<`, `>`, quotes as numeric references: safe in text and in attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** Only http(s) and mailto links make it into an `href`; anything else is not a link. */
function safeHref(url: string): string | null {
  return /^(https?:\/\/|mailto:)/i.test(url) ? escapeHtml(url) : null;
}

/** White or near-black text, whichever reads better on the brand colour (WCAG relative luminance). */
export function textColourOn(background: string): string {
  const channel = (offset: number) => {
    const value = parseInt(background.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.05 ? '#ffffff' : '#1d1d1f';
}

const presentRows = (rows: readonly MailDetail[]) =>
  rows.filter((row): row is { label: string; value: string } => row.value !== null && row.value !== undefined);

function blockHtml(block: MailBlock, start: 'left' | 'right', brand: MailBrand): string {
  const paragraph = (inner: string) => `<p style="margin:0 0 16px">${inner}</p>`;
  switch (block.kind) {
    case 'paragraph':
      return paragraph(escapeHtml(block.text));
    case 'emphasis':
      return paragraph(`<strong>${escapeHtml(block.text)}</strong>`);
    case 'code':
      return paragraph(`<strong style="font-size:28px;letter-spacing:6px">${escapeHtml(block.text)}</strong>`);
    case 'action': {
      const href = safeHref(block.url);
      const label = escapeHtml(block.label);
      if (!href) return paragraph(label);
      const colour = brand.primaryColor;
      return paragraph(
        `<a href="${href}" style="display:inline-block;background:${colour};color:${textColourOn(colour)};` +
          `padding:12px 20px;border-radius:6px;font-weight:600;text-decoration:none">${label}</a>`,
      );
    }
    case 'details': {
      // The gap between label and value is on the label's end side: its right in ltr, its left in rtl.
      const labelPadding = start === 'left' ? '6px 12px 6px 0' : '6px 0 6px 12px';
      const rows = presentRows(block.rows).map(
        ({ label, value }) =>
          `<tr><th scope="row" style="text-align:${start};font-weight:600;padding:${labelPadding};` +
          `vertical-align:top;color:#4b5563;white-space:nowrap">${escapeHtml(label)}</th>` +
          `<td style="text-align:${start};padding:6px 0"><bdi>${escapeHtml(value)}</bdi></td></tr>`,
      );
      return (
        '<table role="presentation" cellpadding="0" cellspacing="0" ' +
        `style="border-collapse:collapse;margin:0 0 16px;font-size:14px">${rows.join('')}</table>`
      );
    }
  }
}

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
    case 'emphasis':
    case 'code':
      return block.text;
    case 'action':
      return `${block.label}: ${block.url}`;
    case 'details':
      return presentRows(block.rows)
        .map(({ label, value }) => `${label}: ${value}`)
        .join('\n');
  }
}

/** The footer's lines: who sent it, where to write, the legal links (plain text, with their URLs). */
function footerParts(language: Language, brand: MailBrand) {
  const t = mailTextsOf(language).common.footer;
  return {
    sentBy: fill(t.sentBy, { brand: brand.name }),
    support: brand.supportEmail ? fill(t.support, { email: brand.supportEmail }) : null,
    links: [
      ...(brand.termsUrl ? [{ label: t.terms, url: brand.termsUrl }] : []),
      ...(brand.privacyUrl ? [{ label: t.privacy, url: brand.privacyUrl }] : []),
    ],
  };
}

function footerHtml(language: Language, brand: MailBrand): string {
  const { sentBy, support, links } = footerParts(language, brand);
  const email = brand.supportEmail ? escapeHtml(brand.supportEmail) : null;
  // The address in the sentence becomes a mailto link (the sentence is escaped first).
  const supportHtml =
    support && email
      ? escapeHtml(support).replace(email, `<a href="mailto:${email}" style="color:#4b5563">${email}</a>`)
      : null;
  const linksHtml = links.flatMap(({ label, url }) => {
    const href = safeHref(url);
    return href ? [`<a href="${href}" style="color:#4b5563">${escapeHtml(label)}</a>`] : [];
  });
  return [escapeHtml(sentBy), supportHtml, linksHtml.length > 0 ? linksHtml.join(' · ') : null]
    .filter((line) => line !== null)
    .map((line) => `<p style="margin:0 0 6px">${line}</p>`)
    .join('');
}

function footerText(language: Language, brand: MailBrand): string {
  const { sentBy, support, links } = footerParts(language, brand);
  return [sentBy, support, ...links.map(({ label, url }) => `${label}: ${url}`)]
    .filter((line) => line !== null)
    .join('\n');
}

function headerHtml(brand: MailBrand): string {
  const name = escapeHtml(brand.name);
  const logoSrc = brand.logoUrl ? safeHref(brand.logoUrl) : null;
  return logoSrc
    ? `<img src="${logoSrc}" alt="${name}" height="40" style="height:40px;width:auto;border:0;outline:none">`
    : `<span style="font-size:20px;font-weight:600;color:${brand.primaryColor}">${name}</span>`;
}

/**
 * The mail in both parts. HTML: `lang` and `dir` on the root (right to left in Arabic, every
 * cell aligned to its start side), the brand's logo and colour, escaped texts. Text: the same
 * blocks, one paragraph each, then the footer.
 */
export function layOutMail(content: MailContent, language: Language, brand: MailBrand): RenderedMail {
  const direction = textDirectionOf(language);
  const start = direction === 'rtl' ? 'right' : 'left';
  const cell = `text-align:${start};padding:`;
  const html = [
    `<!doctype html><html lang="${language}" dir="${direction}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light">',
    `<title>${escapeHtml(content.subject)}</title></head>`,
    `<body dir="${direction}" style="margin:0;padding:0;background:#f4f5f7;color:#1d1d1f;`,
    'font-family:Inter,Segoe UI,Arial,sans-serif;font-size:15px;line-height:1.5">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f5f7">',
    '<tr><td align="center" style="padding:24px 12px">',
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" dir="${direction}" `,
    `style="max-width:600px;background:#ffffff;border-radius:8px;border-top:4px solid ${brand.primaryColor}">`,
    `<tr><td align="${start}" style="${cell}24px 32px 8px">${headerHtml(brand)}</td></tr>`,
    `<tr><td align="${start}" style="${cell}8px 32px 8px">`,
    ...content.blocks.map((block) => blockHtml(block, start, brand)),
    '</td></tr>',
    `<tr><td align="${start}" style="${cell}16px 32px 24px;border-top:1px solid #e5e7eb;font-size:12px;`,
    `color:#6b7280">${footerHtml(language, brand)}</td></tr>`,
    '</table></td></tr></table></body></html>',
  ].join('');
  const text = [...content.blocks.map(blockText), footerText(language, brand)].join('\n\n');
  return { subject: content.subject, html, text };
}
