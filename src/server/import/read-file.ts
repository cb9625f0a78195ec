import fs from 'node:fs';

/**
 * Reads an import file (docs/data-format.md) without holding it as one string: V8 cannot make a string longer than
 * about 512 MB, so `JSON.parse(fs.readFileSync(file, 'utf8'))` refused a file of a million orders and RMAs, and held
 * the whole text beside what was parsed from it. The file is read as a stream of bytes; its top-level object is
 * split into its members, each section's array into its records, and each piece is given to `JSON.parse`, so what
 * comes out is what `JSON.parse` makes of the whole file (duplicate keys: the last one counts; a `__proto__` key is
 * an own property). A byte order mark at the start is skipped. A file whose top level is not an object is parsed
 * whole (the importer refuses it). Decision 0057.
 *
 * A piece that is not valid JSON throws `ImportFileError`, naming the line where the piece starts.
 */
export class ImportFileError extends Error {}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const COMMA = 0x2c;
const NEWLINE = 0x0a;

const BOM = [0xef, 0xbb, 0xbf];

/** Without JSON's blanks at both ends (String.prototype.trim takes more: a no-break space, a byte order mark…). */
const trimJson = (text: string) => text.replace(/^[ \t\n\r]+|[ \t\n\r]+$/g, '');

const isSpace = (byte: number) => byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;

/**
 * One piece (a member of the file's object, or an element of a section's array): its bytes, gathered across the
 * chunks the stream gives, where they start in the chunk being read, and the line of its first character.
 */
class Piece {
  private parts: Buffer[] = [];
  /** Where the piece's bytes start in the chunk being read; -1 when it is not being read. */
  private from = -1;
  started = false;
  /** Whether anything but blanks has come since the piece started. */
  hasContent = false;
  /** Line of the file the piece starts on (1-based): of its first character once it has one. */
  line = 1;

  start(line: number, from: number): void {
    this.parts = [];
    this.started = true;
    this.hasContent = false;
    this.line = line;
    this.from = from;
  }

  /** A character that is not a blank, on `line`. */
  see(line: number): void {
    if (this.hasContent) return;
    this.hasContent = true;
    this.line = line;
  }

  /** A new chunk: a piece being read goes on from its first byte `i`. */
  resume(i: number): void {
    this.from = this.started ? i : -1;
  }

  /** The end of a chunk: what the piece has of it is kept. */
  carry(chunk: Buffer): void {
    if (this.from >= 0) this.append(chunk.subarray(this.from));
  }

  /** The piece ends before `end` in the chunk: its text. */
  take(chunk: Buffer, end: number): string {
    if (this.from >= 0) this.append(chunk.subarray(this.from, end));
    this.from = -1;
    this.started = false;
    const parts = this.parts;
    this.parts = [];
    return parts.length === 1 ? parts[0]!.toString('utf8') : Buffer.concat(parts).toString('utf8');
  }

  /** Bytes that belong to the piece before what it reads from the chunk. */
  append(bytes: Buffer): void {
    if (bytes.length > 0) this.parts.push(bytes);
  }
}

/**
 * JSON.parse of one piece of the file. Its message gives a position within the piece; the error gives the line of
 * the file instead (the piece starts on `line`, at its first character).
 */
function parsePiece(text: string, what: string, line: number): unknown {
  const piece = trimJson(text);
  try {
    return JSON.parse(piece);
  } catch (error) {
    const message = (error as Error).message;
    const at = / at position \d+(?: \(line (\d+) column \d+\))?/.exec(message);
    const where = at ? ` on line ${line + Number(at[1] ?? 1) - 1}` : '';
    const reason = at ? message.slice(0, at.index) + message.slice(at.index + at[0].length) : message;
    throw new ImportFileError(`${reason}${where} (${what} starting on line ${line})`);
  }
}

function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** Splits the bytes of a JSON object into its members and its arrays into their elements, as they arrive. */
class Splitter {
  readonly result: Record<string, unknown> = {};
  /** The whole text, kept only when the top level is not an object, and the line it starts on. */
  private whole: Buffer[] | null = null;
  private wholeLine = 1;
  private depth = 0;
  private inString = false;
  private escaped = false;
  private line = 1;
  private begun = false;
  private ended = false;
  /** The member being read: its key and colon, then, unless its value is an array, its value. */
  private readonly member = new Piece();
  /** The array member being split, and the element being read. */
  private arrayKey: string | null = null;
  private array: unknown[] = [];
  private readonly element = new Piece();
  /** Whether the array has had a comma since its last element (a trailing comma is an error). */
  private afterComma = false;
  /** Whether the object has had a member (so that `{,}` and a trailing comma are errors). */
  private hadMember = false;
  /** How many bytes of a byte order mark the file started with; -1 once past them. */
  private bomMatched = 0;

  write(chunk: Buffer): void {
    let i = this.begun ? 0 : this.begin(chunk);
    if (i < 0) return;
    if (this.whole) {
      this.whole.push(chunk.subarray(i));
      return;
    }
    this.member.resume(i);
    this.element.resume(i);
    for (; i < chunk.length; i++) {
      const byte = chunk[i]!;
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (byte === BACKSLASH) this.escaped = true;
        else if (byte === QUOTE) this.inString = false;
        else if (byte === NEWLINE) this.line++;
        continue;
      }
      if (byte === NEWLINE) {
        this.line++;
        continue;
      }
      if (isSpace(byte)) continue;
      if (this.ended) throw new ImportFileError(`Unexpected data after the file's object on line ${this.line}`);
      if (byte === QUOTE) this.inString = true;
      if (this.depth === 2) this.inArray(chunk, i, byte);
      else if (this.depth === 1) this.inObject(chunk, i, byte);
      else if (this.depth === 0) this.open(i);
      else this.nested(byte);
    }
    this.member.carry(chunk);
    this.element.carry(chunk);
  }

  /** Skips a byte order mark (which may come cut across the first chunks) and blanks; -1 when the chunk is used up. */
  private begin(chunk: Buffer): number {
    let i = 0;
    while (this.bomMatched >= 0 && this.bomMatched < BOM.length && i < chunk.length) {
      if (chunk[i] !== BOM[this.bomMatched]) {
        if (this.bomMatched > 0) throw new ImportFileError('The file starts with bytes that are not JSON');
        break;
      }
      this.bomMatched++;
      i++;
    }
    if (i === chunk.length && this.bomMatched > 0 && this.bomMatched < BOM.length) return -1;
    this.bomMatched = -1;
    while (i < chunk.length && isSpace(chunk[i]!)) {
      if (chunk[i] === NEWLINE) this.line++;
      i++;
    }
    if (i === chunk.length) return -1;
    this.begun = true;
    if (chunk[i] !== OPEN_BRACE) {
      this.whole = [];
      this.wholeLine = this.line;
    }
    return i;
  }

  /** The opening brace of the file's object. */
  private open(i: number): void {
    this.depth = 1;
    this.member.start(this.line, i + 1);
  }

  /** A byte of the file's object, outside its members' values' brackets. */
  private inObject(chunk: Buffer, i: number, byte: number): void {
    if (this.arrayKey !== null && byte !== COMMA && byte !== CLOSE_BRACE) {
      throw new ImportFileError(`Unexpected data after "${this.arrayKey}" on line ${this.line}`);
    }
    if (byte === COMMA || byte === CLOSE_BRACE) {
      this.endMember(this.member.take(chunk, i), byte === CLOSE_BRACE);
      if (byte === COMMA) this.member.start(this.line, i + 1);
      else {
        this.depth = 0;
        this.ended = true;
      }
      return;
    }
    if (byte === OPEN_BRACKET && this.member.hasContent && this.startArray(chunk, i)) return;
    if (byte === OPEN_BRACE || byte === OPEN_BRACKET) this.depth++;
    else if (byte === CLOSE_BRACKET) throw new ImportFileError(`Unexpected "]" on line ${this.line}`);
    this.member.see(this.line);
  }

  /** A member's value that is an array, after its key and colon: its elements are read one by one. */
  private startArray(chunk: Buffer, i: number): boolean {
    const line = this.member.line;
    const head = trimJson(this.member.take(chunk, i));
    if (!head.endsWith(':')) {
      // Not after a key and colon: the text goes on from the bracket, for JSON.parse to say what is wrong.
      this.member.start(line, i);
      this.member.see(line);
      this.member.append(Buffer.from(head));
      return false;
    }
    this.arrayKey = this.keyOf(head.slice(0, -1), line);
    this.array = [];
    this.depth = 2;
    this.afterComma = false;
    this.element.start(this.line, i + 1);
    return true;
  }

  /** A byte of a member's value, outside the brackets of its elements (or of its own members, for an object). */
  private inArray(chunk: Buffer, i: number, byte: number): void {
    // A brace cannot close a section's array: left to the count of brackets, it would end the array and drop the
    // element being read.
    if (this.arrayKey !== null && byte === CLOSE_BRACE) {
      throw new ImportFileError(`Unexpected "}" in "${this.arrayKey}" on line ${this.line}`);
    }
    if (this.arrayKey !== null && (byte === COMMA || byte === CLOSE_BRACKET)) {
      this.endElement(this.element.take(chunk, i), byte === CLOSE_BRACKET);
      if (byte === COMMA) this.element.start(this.line, i + 1);
      else {
        this.depth = 1;
        // What follows the array, up to the next comma or the closing brace, must be blank.
        this.member.start(this.line, i + 1);
        this.member.see(this.line);
      }
      return;
    }
    if (byte === OPEN_BRACE || byte === OPEN_BRACKET) this.depth++;
    else if (byte === CLOSE_BRACE || byte === CLOSE_BRACKET) this.depth--;
    this.element.see(this.line);
  }

  /** A bracket deeper down: counted, nothing more. */
  private nested(byte: number): void {
    if (byte === OPEN_BRACE || byte === OPEN_BRACKET) this.depth++;
    else if (byte === CLOSE_BRACE || byte === CLOSE_BRACKET) this.depth--;
  }

  private keyOf(text: string, line: number): string {
    const key = parsePiece(text, 'the key of a section', line);
    if (typeof key !== 'string') throw new ImportFileError(`A section's key is not a string on line ${line}`);
    return key;
  }

  private endElement(text: string, last: boolean): void {
    if (!this.element.hasContent) {
      // `[]` and `[ ]` are empty arrays; `[1,]` and `[,]` are not JSON.
      if (last && !this.afterComma && this.array.length === 0) return;
      throw new ImportFileError(`A value is missing in "${this.arrayKey}" on line ${this.line}`);
    }
    this.array.push(parsePiece(text, `a record of "${this.arrayKey}"`, this.element.line));
    this.afterComma = !last;
  }

  private endMember(text: string, last: boolean): void {
    if (this.arrayKey !== null) {
      if (trimJson(text) !== '')
        throw new ImportFileError(`Unexpected data after "${this.arrayKey}" on line ${this.line}`);
      setOwn(this.result, this.arrayKey, this.array);
      this.hadMember = true;
      this.arrayKey = null;
      this.array = [];
      return;
    }
    if (trimJson(text) === '') {
      // `{}` is an empty object; `{"a": 1,}` and `{,}` are not JSON.
      if (last && !this.hadMember) return;
      throw new ImportFileError(`A member is missing in the file's object on line ${this.line}`);
    }
    this.hadMember = true;
    const member = parsePiece(`{${trimJson(text)}}`, 'a member of the file', this.member.line) as Record<
      string,
      unknown
    >;
    for (const key of Object.keys(member)) setOwn(this.result, key, member[key]);
  }

  end(): unknown {
    if (this.whole) return parsePiece(Buffer.concat(this.whole).toString('utf8'), 'the file', this.wholeLine);
    if (!this.begun) throw new ImportFileError('The file is empty');
    if (!this.ended || this.inString) throw new ImportFileError('The file ends before its JSON object does');
    return this.result;
  }
}

/** What `JSON.parse` makes of the bytes, given in chunks cut anywhere. */
export async function parseJsonChunks(chunks: AsyncIterable<Buffer> | Iterable<Buffer>): Promise<unknown> {
  const splitter = new Splitter();
  for await (const chunk of chunks) splitter.write(chunk);
  return splitter.end();
}

/** The parsed content of an import file, read as a stream. */
export async function readImportFile(file: string): Promise<unknown> {
  return parseJsonChunks(fs.createReadStream(file, { highWaterMark: 1 << 20 }) as AsyncIterable<Buffer>);
}
