import { RESUME_UPLOAD_ERRORS } from '@/lib/validations/resume-upload';
import { PdfSyntaxError, type PdfLexer, type PdfToken } from './pdf-lexer';
import { ResumeRefusedError } from './resume-refused-error';

/** A PDF object as far as the pre-check needs it. */
export type PdfValue =
  | { type: 'name'; name: string }
  | { type: 'number'; value: number }
  | { type: 'ref' }
  | { type: 'array'; items: PdfValue[] }
  | { type: 'dict'; entries: PdfDict }
  /** A dictionary followed by `stream`: its data starts at `dataStart` of the lexer's bytes. */
  | { type: 'stream'; entries: PdfDict; dataStart: number }
  /** Strings, booleans, null and bare keywords: never a filter, never a stream. */
  | { type: 'other' };

export type PdfDict = Map<string, PdfValue>;

/** Deeper than any real PDF nests; pdf.js itself recurses without a bound. */
const MAX_DEPTH = 100;
const OTHER: PdfValue = { type: 'other' };

export const unsupportedStructure = () => new ResumeRefusedError('pdf_structure', RESUME_UPLOAD_ERRORS.unsupportedPdf);
const isKeyword = (token: PdfToken, word: string) => token.kind === 'keyword' && token.word === word;

/**
 * Reads one object the way pdf.js's Parser.getObj does (two tokens of look-ahead, keys that are
 * not names skipped, `N G R` as a reference), refusing what pdf.js would turn into decodable data
 * out of the pre-check's sight:
 * - an encrypted file: any dictionary with an `Encrypt` key (the trailer, or a cross-reference
 *   stream's dictionary);
 * - a stream nested inside another object (pdf.js parses one there; no writer produces it);
 * - an inline image (`BI`) outside a content stream (pdf.js would hand it out as a stream).
 * Returns null where pdf.js would throw (unbalanced arrays or dictionaries, bad tokens): pdf.js
 * cannot use that object either.
 */
export class PdfObjectParser {
  private buf1: PdfToken;
  private buf2: PdfToken;

  constructor(private readonly lexer: PdfLexer) {
    this.buf1 = lexer.next();
    this.buf2 = lexer.next();
  }

  /** The object at the lexer's position, or null where pdf.js would throw. */
  static readOne(lexer: PdfLexer): PdfValue | null {
    try {
      return new PdfObjectParser(lexer).read();
    } catch (err) {
      if (err instanceof PdfSyntaxError) return null;
      throw err;
    }
  }

  /** The next object (PdfSyntaxError where pdf.js would throw). */
  read(): PdfValue {
    return this.getObj(0);
  }

  /** A method, not a field read: TypeScript would keep `buf1` narrowed across shift(). */
  private atEof(): boolean {
    return this.buf1.kind === 'eof';
  }

  private shift(): void {
    this.buf1 = this.buf2;
    this.buf2 = this.lexer.next();
  }

  private getObj(depth: number): PdfValue {
    if (depth > MAX_DEPTH) throw unsupportedStructure();
    const token = this.buf1;
    this.shift();
    if (token.kind === 'keyword') {
      if (token.word === '[') return this.getArray(depth);
      if (token.word === '<<') return this.getDict(depth);
      if (token.word === 'BI') throw unsupportedStructure();
      return OTHER;
    }
    if (token.kind === 'number') {
      const next = this.buf1;
      if (Number.isInteger(token.value) && next.kind === 'number' && Number.isInteger(next.value) && isKeyword(this.buf2, 'R')) {
        this.shift();
        this.shift();
        return { type: 'ref' };
      }
      return { type: 'number', value: token.value };
    }
    if (token.kind === 'name') return { type: 'name', name: token.name };
    return OTHER;
  }

  private getArray(depth: number): PdfValue {
    const items: PdfValue[] = [];
    while (!isKeyword(this.buf1, ']') && this.buf1.kind !== 'eof') items.push(this.getObj(depth + 1));
    if (this.buf1.kind === 'eof') throw new PdfSyntaxError('end of file inside array');
    this.shift();
    return { type: 'array', items };
  }

  private getDict(depth: number): PdfValue {
    const entries: PdfDict = new Map();
    while (!isKeyword(this.buf1, '>>') && this.buf1.kind !== 'eof') {
      const key = this.buf1;
      if (key.kind !== 'name') {
        this.shift();
        continue;
      }
      this.shift();
      if (this.atEof()) break;
      entries.set(key.name, this.getObj(depth + 1));
    }
    if (this.buf1.kind === 'eof') throw new PdfSyntaxError('end of file inside dictionary');
    if (entries.has('Encrypt')) throw new ResumeRefusedError('pdf_encrypted', RESUME_UPLOAD_ERRORS.encryptedPdf);
    if (isKeyword(this.buf2, 'stream')) {
      if (depth > 0) throw unsupportedStructure();
      return { type: 'stream', entries, dataStart: this.lexer.streamDataStart() };
    }
    this.shift();
    return { type: 'dict', entries };
  }
}
