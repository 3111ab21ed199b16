import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { resumeFiles, resumes, users } from '../src/db/schema.ts';
import { createTestDatabase } from './helper.ts';

/* Stored files (uploads, generated PDFs) come back byte for byte, whatever the bytes are. */

test('every byte value and a large file round-trip through the database unchanged', async () => {
  const database = await createTestDatabase();
  const { db } = database;
  const [user] = await db
    .insert(users)
    .values({ email: 'bytes@example.com', fullname: 'Bytes', passwordHash: 'x' })
    .returning();
  const every = Uint8Array.from({ length: 512 }, (_, i) => i % 256);
  const large = new Uint8Array(randomBytes(3 * 2 ** 20));
  for (const [title, content] of [
    ['every byte', every],
    ['large', large],
    ['empty', new Uint8Array()],
  ] as const) {
    const [resume] = await db
      .insert(resumes)
      .values({ userId: user!.id, title, filename: 'r.pdf', data: {} })
      .returning();
    await db.insert(resumeFiles).values({
      resumeId: resume!.id,
      contentType: 'application/pdf',
      sizeBytes: content.byteLength,
      sha256: 'x',
      content,
    });
    const [row] = await db.select().from(resumeFiles).where(eq(resumeFiles.resumeId, resume!.id));
    expect(Buffer.from(row!.content).equals(Buffer.from(content))).toBe(true);
  }
  await database.close();
});
