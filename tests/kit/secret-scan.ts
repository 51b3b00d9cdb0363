// Looks for secrets in everything a run leaves behind: every file under a folder, including the
// zip that Playwright's HTML report embeds as base64 (its entries are inflated and searched too),
// and in base64 (as HTTP basic credentials would travel).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { inflateRawSync } from 'node:zlib';

export interface SecretHit {
  file: string;
  secret: string;
  where: string;
}

/** The byte strings to look for: each secret as is, and user:password in base64. */
export function needles(
  secrets: string[],
  basic?: { username: string; password: string },
): Array<{ label: string; bytes: Buffer }> {
  const list = secrets.filter((s) => s.length >= 4).map((s) => ({ label: `${s.slice(0, 8)}…`, bytes: Buffer.from(s) }));
  if (basic)
    list.push({
      label: 'basic credentials (base64)',
      bytes: Buffer.from(Buffer.from(`${basic.username}:${basic.password}`).toString('base64')),
    });
  return list;
}

/** The entries of a zip archive (stored or deflated), read from its local file headers. */
function zipEntries(zip: Buffer): Array<{ name: string; data: Buffer }> {
  const out: Array<{ name: string; data: Buffer }> = [];
  let offset = 0;
  while (offset + 30 <= zip.length && zip.readUInt32LE(offset) === 0x04034b50) {
    const flags = zip.readUInt16LE(offset + 6);
    const method = zip.readUInt16LE(offset + 8);
    let size = zip.readUInt32LE(offset + 18);
    const nameLength = zip.readUInt16LE(offset + 26);
    const extraLength = zip.readUInt16LE(offset + 28);
    const name = zip.subarray(offset + 30, offset + 30 + nameLength).toString('utf8');
    const start = offset + 30 + nameLength + extraLength;
    if (flags & 0x08 && size === 0) {
      // Sizes follow the data (data descriptor): find the next header to bound it.
      const next = zip.indexOf(Buffer.from([0x50, 0x4b, 0x07, 0x08]), start);
      size = (next < 0 ? zip.length : next) - start;
    }
    const raw = zip.subarray(start, start + size);
    let data: Buffer = raw;
    if (method === 8) {
      try {
        data = inflateRawSync(raw);
      } catch {
        data = raw;
      }
    }
    out.push({ name, data });
    offset = start + size + (flags & 0x08 ? 16 : 0);
  }
  return out;
}

function embeddedZips(content: Buffer): Buffer[] {
  const text = content.toString('latin1');
  const zips: Buffer[] = [];
  for (const m of text.matchAll(/data:application\/zip;base64,([A-Za-z0-9+/=]+)/g))
    zips.push(Buffer.from(m[1]!, 'base64'));
  return zips;
}

export function scanFolder(
  folder: string,
  wanted: Array<{ label: string; bytes: Buffer }>,
): { files: number; hits: SecretHit[] } {
  const hits: SecretHit[] = [];
  let files = 0;
  const check = (file: string, where: string, data: Buffer) => {
    for (const n of wanted) if (data.includes(n.bytes)) hits.push({ file, secret: n.label, where });
  };
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        walk(path);
        continue;
      }
      files += 1;
      const data = readFileSync(path);
      check(path, 'file', data);
      const zips = path.endsWith('.zip') ? [data] : path.endsWith('.html') ? embeddedZips(data) : [];
      for (const zip of zips) for (const entry of zipEntries(zip)) check(path, `zip entry ${entry.name}`, entry.data);
    }
  };
  walk(folder);
  return { files, hits };
}
