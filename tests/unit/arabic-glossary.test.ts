import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { PROJECT_ROOT } from '../../src/paths.ts';

/**
 * The Arabic in one register and with one term per concept (docs/languages.md, "Arabic: one register, one
 * term per concept"): every text of every Arabic file addresses the visitor in the polite plural (احجزوا،
 * بياناتكم), never in the singular (احجز، بياناتك), and uses none of the variants the glossary's table
 * rejects. The rejected variants are read from that table, so the documentation and the check cannot differ;
 * the singular forms are listed here.
 */

/** Singular imperatives that are nothing else: wrong wherever they stand (احجز, not احجزوا). */
const SINGULAR_IMPERATIVES = ['احجز', 'ابحث', 'اطلب', 'افتح', 'اقرأ', 'اكتب', 'انقر', 'اضغط', 'اختر', 'ابدأ', 'أضف', 'ضع', 'صف', 'تلق', 'تعمق', 'مرر', 'حرر'];

/**
 * Singular imperatives that are also a past tense or a noun (اكتشف "he discovered", تواصل "contact"): wrong
 * where an imperative stands, at the start of a text or a sentence, or before معنا / بنا / لنا / إلينا.
 */
const SINGULAR_IMPERATIVES_IN_PLACE = [
  'تواصل', 'اتصل', 'اكتشف', 'استكشف', 'اطلع', 'تعرف', 'تصفح', 'شاهد', 'جرب', 'حدد', 'ركز', 'قارن', 'أرسل', 'أخبر', 'أخبرنا', 'راسل',
  'راسلنا', 'تحقق', 'سجل', 'حمل', 'انتقل', 'تابع', 'أدخل', 'أوقف', 'اعرف', 'اسأل', 'انظر', 'دع', 'استعرض',
];

/** Singular address (you, your): أنت، لديك، فريقك…, and every word ending in تك (مؤسستك، بياناتك). */
const SINGULAR_ADDRESS = [
  'أنت', 'لك', 'لديك', 'إليك', 'عليك', 'معك', 'منك', 'بك', 'عنك', 'يمكنك', 'فريقك', 'عملك', 'عملائك', 'أنظمتك', 'أدواتك',
  'قطاعك', 'حسابك', 'خوادمك', 'وكيلك', 'وكلائك', 'طلبك', 'حجزك', 'اتصالك', 'موعدك', 'بريدك',
];

/** Fixed names that keep their own wording: the regulators' name for KYC. */
const FIXED_NAMES = ['اعرف عميلك'];

/** Shadda, tanwin, the short vowels, sukun, dagger alif and tatweel: ignored when comparing. */
const strip = (text: string) => text.replace(/[\u064B-\u065F\u0670\u0640]/g, '');
const NOT_LETTER_BEFORE = '(?<![\\p{L}\\p{M}\\p{N}])';
const NOT_LETTER_AFTER = '(?![\\p{L}\\p{M}\\p{N}])';
const alternatives = (words: string[]) => words.map(strip).join('|');
/** و or ف may come before a word that starts with alif (واحجز), not before another (وضع is a word). */
const conjunction = '(?:[وف](?=[اأ]))?';

const anywhere = new RegExp(`${NOT_LETTER_BEFORE}${conjunction}(${alternatives(SINGULAR_IMPERATIVES)})${NOT_LETTER_AFTER}`, 'u');
const inPlace = new RegExp(
  `(?:^|[.!?؟:؛(\\n]\\s*)${conjunction}(${alternatives(SINGULAR_IMPERATIVES_IN_PLACE)})${NOT_LETTER_AFTER}` +
    `|${NOT_LETTER_BEFORE}${conjunction}(${alternatives(SINGULAR_IMPERATIVES_IN_PLACE)})\\s+(?:معنا|بنا|لنا|إلينا)${NOT_LETTER_AFTER}`,
  'u',
);
const address = new RegExp(`${NOT_LETTER_BEFORE}[وفبل]?(${alternatives(SINGULAR_ADDRESS)}|\\p{L}{2,}تك)${NOT_LETTER_AFTER}`, 'u');

/** The glossary's table in docs/languages.md: English, Arabic, the variants it replaces, a note. */
interface GlossaryRow {
  english: string;
  arabic: string;
  not: string[];
}

function readGlossary(): GlossaryRow[] {
  const lines = readFileSync(path.join(PROJECT_ROOT, 'docs/languages.md'), 'utf8').split('\n');
  const start = lines.findIndex((line) => line.startsWith('<!-- arabic-glossary'));
  if (start < 0) throw new Error('docs/languages.md has no "<!-- arabic-glossary" comment before the Arabic glossary table');
  const rows: GlossaryRow[] = [];
  for (const line of lines.slice(start + 1)) {
    if (!line.startsWith('|')) break;
    const cells = line.slice(1, line.endsWith('|') ? -1 : undefined).split('|').map((cell) => cell.trim());
    if (cells[0] === 'English' || /^-+$/.test(cells[0])) continue;
    rows.push({ english: cells[0], arabic: cells[1], not: (cells[2] ?? '').split(/[،,]/).map((word) => word.trim()).filter(Boolean) });
  }
  return rows;
}

const GLOSSARY = readGlossary();
const rejected = GLOSSARY.flatMap((row) => row.not.map((variant) => ({ variant, row })));
/** A rejected variant as a whole word or phrase, a و، ف، ب or ل allowed before it. */
const rejectedPatterns = rejected.map(({ variant, row }) => ({
  variant,
  row,
  pattern: new RegExp(`${NOT_LETTER_BEFORE}[وفبل]{0,2}${strip(variant).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}${NOT_LETTER_AFTER}`, 'u'),
}));

/** What is wrong with one Arabic text, in words ("singular imperative «احجز»"). */
function registerAndTermMistakes(text: string): string[] {
  let plain = strip(text).replace(/«[^»]*»/g, '«…»'); // a quotation keeps its own words
  for (const name of FIXED_NAMES) plain = plain.split(strip(name)).join('…');
  const mistakes: string[] = [];
  const imperative = plain.match(anywhere) ?? plain.match(inPlace);
  if (imperative) mistakes.push(`singular imperative «${imperative.slice(1).find(Boolean)}» (write the polite plural: …وا)`);
  const singular = plain.match(address);
  if (singular) mistakes.push(`singular address «${singular[1]}» (write …كم)`);
  for (const { variant, row, pattern } of rejectedPatterns) {
    if (pattern.test(plain)) mistakes.push(`«${variant}» for ${row.english}: the glossary's term is ${row.arabic}`);
  }
  return mistakes;
}

/** Every *.ar.yaml under pages/ and content/, and site.config.ar.yaml. */
function arabicFiles(): string[] {
  const found = ['site.config.ar.yaml'];
  for (const folder of ['pages', 'content']) {
    for (const file of readdirSync(path.join(PROJECT_ROOT, folder), { recursive: true }) as string[]) {
      if (file.endsWith('.ar.yaml')) found.push(path.posix.join(folder, file.split(path.sep).join('/')));
    }
  }
  return found.sort();
}

function texts(value: unknown, at: string, out: [string, string][] = []): [string, string][] {
  if (typeof value === 'string') out.push([at, value]);
  else if (Array.isArray(value)) value.forEach((item, index) => texts(item, at ? `${at}.${index}` : String(index), out));
  else if (value && typeof value === 'object') for (const [key, child] of Object.entries(value)) texts(child, at ? `${at}.${key}` : key, out);
  return out;
}

describe('the Arabic glossary (docs/languages.md)', () => {
  it('is a table of terms, most with the variants they replace', () => {
    expect(GLOSSARY.length).toBeGreaterThanOrEqual(20);
    for (const row of GLOSSARY) expect(row.english && row.arabic, JSON.stringify(row)).toBeTruthy();
    expect(rejected.length).toBeGreaterThanOrEqual(20);
    expect(GLOSSARY.find((row) => row.english === 'dashboard')?.not).toContain('لوحة التحكم');
  });

  it('finds the singular and the rejected variants, and leaves the plural, nouns, quotations and fixed names alone', () => {
    for (const wrong of ['احجز مكالمة', 'واحجز مكالمة الآن', 'تواصل معنا', 'اكتشف وكلاءنا.', 'جرّب: الصيانة التنبؤية', 'نحمي بياناتك', 'فريقك يوافق', 'لوحة التحكم', 'على لوحة التحكم', 'عرض تجريبي متاح'])
      expect(registerAndTermMistakes(wrong), wrong).not.toEqual([]);
    for (const right of [
      'احجزوا مكالمة', 'تواصلوا معنا', 'اكتشفوا وكلاءنا.', 'جرّبوا: الصيانة التنبؤية', 'نحمي بياناتكم', 'من أول تواصل', 'بدلًا من تصفّح أيام من التسجيلات',
      'لأن عميلًا كبيرًا انتقل إلى موزّع آخر', 'طلبات من قبيل «تجاهل قواعدك»', 'بيانات اعرف عميلك (KYC)', 'وضع الخطة', 'شريك لوجستي', 'لوحة متابعة', 'البنك وذلك',
    ])
      expect(registerAndTermMistakes(right), right).toEqual([]);
  });
});

describe('every Arabic text', () => {
  it('addresses the visitor in the polite plural and uses the glossary\'s terms', () => {
    const files = arabicFiles();
    expect(files.length).toBeGreaterThanOrEqual(16);
    const found: string[] = [];
    for (const file of files) {
      for (const [at, text] of texts(parse(readFileSync(path.join(PROJECT_ROOT, file), 'utf8')), '')) {
        for (const mistake of registerAndTermMistakes(text)) found.push(`${file} › ${at}: ${mistake}, in "${text}"`);
      }
    }
    expect(found).toEqual([]);
  });
});
