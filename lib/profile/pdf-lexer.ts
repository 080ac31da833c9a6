/**
 * A PDF tokenizer that splits bytes exactly where pdf.js's Lexer does (pdf.js `core/parser.js`:
 * getObj, getNumber, getName, getString, getHexString), so the pre-check reads the same
 * dictionaries pdf.js will: a token boundary that differs is a dictionary the check never sees.
 * It keeps only what the check needs (names decoded, numbers, keywords); strings are skipped.
 */
export type PdfToken =
  | { kind: 'eof' }
  | { kind: 'name'; name: string }
  | { kind: 'number'; value: number }
  | { kind: 'string' }
  /** A command (`obj`, `stream`, `R`, `BI`…), a delimiter (`<<`, `>>`, `[`, `]`, `{`, `}`, `>`), or true/false/null. */
  | { kind: 'keyword'; word: string };

/** A token pdf.js's lexer would throw on: the object being read is unusable to pdf.js too. */
export class PdfSyntaxError extends Error {
  override name = 'PdfSyntaxError';
}

const WHITE = 1;
const DELIMITER = 2;
/** pdf.js's specialChars table: NUL, TAB, LF, FF, CR, space are white; ()<>[]{}/% delimit. */
const CLASS = new Uint8Array(256);
for (const c of [0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]) CLASS[c] = WHITE;
for (const c of '()<>[]{}/%') CLASS[c.charCodeAt(0)] = DELIMITER;

const EOF: PdfToken = { kind: 'eof' };
const STRING: PdfToken = { kind: 'string' };
const MAX_COMMAND = 128;

const isDigit = (c: number) => c >= 0x30 && c <= 0x39;
/** pdf.js's isWhiteSpace (used by getNumber), narrower than the lexer's table. */
const isNumberStop = (c: number) => c === 0x20 || c === 0x09 || c === 0x0d || c === 0x0a || c === 0x28 || c === 0x3c || c === -1;
function hexValue(c: number): number {
  if (c >= 0x30 && c <= 0x39) return c - 0x30;
  if (c >= 0x41 && c <= 0x46) return c - 0x37;
  if (c >= 0x61 && c <= 0x66) return c - 0x57;
  return -1;
}

export class PdfLexer {
  /** The next byte to read: pdf.js's `currentChar`. */
  pos: number;

  /** `charge` is called with the bytes each token consumed (the caller's work budget). */
  constructor(
    private readonly bytes: Uint8Array,
    start: number,
    private readonly end: number,
    private readonly charge: (bytes: number) => void,
  ) {
    this.pos = start;
  }

  private at(p: number): number {
    return p < this.end ? this.bytes[p] : -1;
  }

  next(): PdfToken {
    const from = this.pos;
    const token = this.read();
    this.charge(this.pos - from);
    return token;
  }

  /** Where a stream's data starts once `stream` was read: past the first end of line (pdf.js skipToNextLine). */
  streamDataStart(): number {
    for (let p = this.pos; p < this.end; p++) {
      if (this.bytes[p] === 0x0d) return this.at(p + 1) === 0x0a ? p + 2 : p + 1;
      if (this.bytes[p] === 0x0a) return p + 1;
    }
    return this.end;
  }

  private read(): PdfToken {
    let comment = false;
    let c = this.at(this.pos);
    for (; ; c = this.at(++this.pos)) {
      if (c < 0) return EOF;
      if (comment) {
        if (c === 0x0a || c === 0x0d) comment = false;
      } else if (c === 0x25) comment = true;
      else if (CLASS[c] !== WHITE) break;
    }
    if (isDigit(c) || c === 0x2b || c === 0x2d || c === 0x2e) return this.readNumber();
    switch (c) {
      case 0x28:
        return this.skipString();
      case 0x2f:
        return { kind: 'name', name: this.readName() };
      case 0x5b:
      case 0x5d:
      case 0x7b:
      case 0x7d:
        this.pos++;
        return { kind: 'keyword', word: String.fromCharCode(c) };
      case 0x3c:
        if (this.at(++this.pos) === 0x3c) {
          this.pos++;
          return { kind: 'keyword', word: '<<' };
        }
        return this.skipHexString();
      case 0x3e:
        if (this.at(++this.pos) === 0x3e) {
          this.pos++;
          return { kind: 'keyword', word: '>>' };
        }
        return { kind: 'keyword', word: '>' };
      case 0x29:
        this.pos++;
        throw new PdfSyntaxError('illegal character )');
    }
    return this.readCommand(c);
  }

  private readNumber(): PdfToken {
    let c = this.at(this.pos);
    let sign = 1;
    if (c === 0x2d) {
      sign = -1;
      c = this.at(++this.pos);
      if (c === 0x2d) c = this.at(++this.pos);
    } else if (c === 0x2b) c = this.at(++this.pos);
    while (c === 0x0a || c === 0x0d) c = this.at(++this.pos);
    let divisor = 0;
    if (c === 0x2e) {
      divisor = 10;
      c = this.at(++this.pos);
    }
    if (!isDigit(c)) {
      if (isNumberStop(c)) return { kind: 'number', value: 0 };
      throw new PdfSyntaxError('invalid number');
    }
    let value = c - 0x30;
    for (c = this.at(++this.pos); c >= 0; c = this.at(++this.pos)) {
      if (isDigit(c)) {
        if (divisor !== 0) divisor *= 10;
        value = value * 10 + (c - 0x30);
      } else if (c === 0x2e) {
        if (divisor !== 0) break;
        divisor = 1;
      } else if (c !== 0x2d) break; // a minus sign in the middle is skipped, as pdf.js does
    }
    return { kind: 'number', value: sign * (divisor !== 0 ? value / divisor : value) };
  }

  /** `#xx` escapes decoded the way pdf.js's getName decodes them, so `/Fl#61teDecode` is FlateDecode. */
  private readName(): string {
    let name = '';
    for (let c = this.at(++this.pos); c >= 0 && !CLASS[c]; c = this.at(++this.pos)) {
      if (c !== 0x23) {
        name += String.fromCharCode(c);
        continue;
      }
      c = this.at(++this.pos);
      if (c >= 0 && CLASS[c]) {
        name += '#';
        break;
      }
      const high = hexValue(c);
      if (high < 0) {
        name += '#' + String.fromCharCode(c);
        continue;
      }
      const first = c;
      c = this.at(++this.pos);
      const low = hexValue(c);
      if (low >= 0) {
        name += String.fromCharCode((high << 4) | low);
        continue;
      }
      name += '#' + String.fromCharCode(first);
      if (c < 0 || CLASS[c]) break;
      name += String.fromCharCode(c);
    }
    return name;
  }

  /** A literal string: balanced parentheses, a backslash escaping the next byte. */
  private skipString(): PdfToken {
    let depth = 1;
    for (let p = this.pos + 1; p < this.end; p++) {
      const c = this.bytes[p];
      if (c === 0x5c) p++;
      else if (c === 0x28) depth++;
      else if (c === 0x29 && --depth === 0) {
        this.pos = p + 1;
        return STRING;
      }
    }
    this.pos = this.end;
    return STRING;
  }

  private skipHexString(): PdfToken {
    const close = this.bytes.indexOf(0x3e, this.pos);
    this.pos = close < 0 || close >= this.end ? this.end : close + 1;
    return STRING;
  }

  private readCommand(first: number): PdfToken {
    this.pos++;
    // A control or high byte followed by a plain one is a command of its own (pdf.js does the same).
    if (first < 0x20 || first > 0x7f) {
      const after = this.at(this.pos);
      if (after >= 0x20 && after <= 0x7f) return { kind: 'keyword', word: String.fromCharCode(first) };
    }
    let word = String.fromCharCode(first);
    for (let c = this.at(this.pos); c >= 0 && !CLASS[c]; c = this.at(++this.pos)) {
      if (word.length === MAX_COMMAND) throw new PdfSyntaxError('command token too long');
      word += String.fromCharCode(c);
    }
    return { kind: 'keyword', word };
  }
}
