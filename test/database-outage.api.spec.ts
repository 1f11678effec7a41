import { type AddressInfo, connect, createServer, type Server, type Socket } from 'node:net';
import { dataOf, errorsOf, GEORGIAN } from './support/envelope.js';
import { createScratchDatabase, startTestApp, type TestApp } from './support/test-app.js';

/** A TCP relay to PostgreSQL that can be cut and opened again: the database going away, as the app sees it. */
class DatabaseLink {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  port = 0;

  constructor(
    private readonly host: string,
    private readonly targetPort: number,
  ) {}

  async open(): Promise<void> {
    this.server = createServer((client) => {
      const upstream = connect(this.targetPort, this.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  /** Drops every open connection and refuses new ones. */
  async cut(): Promise<void> {
    const closed = new Promise((resolve) => this.server?.close(resolve) ?? resolve(undefined));
    for (const socket of this.sockets) socket.destroy();
    await closed;
    this.server = null;
  }
}

// PGlite runs inside the process: only a PostgreSQL server can go away.
const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres('PostgreSQL going away and coming back', () => {
  let t: TestApp;
  let link: DatabaseLink;
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;

  beforeAll(async () => {
    const server = new URL(process.env.DATABASE_URL!);
    scratch = await createScratchDatabase(process.env.DATABASE_URL!);
    link = new DatabaseLink(server.hostname, Number(server.port || 5432));
    await link.open();
    const throughLink = new URL(scratch.url);
    throughLink.host = `127.0.0.1:${link.port}`;
    t = await startTestApp({ DATABASE_URL: throughLink.toString() });
  });
  afterAll(async () => {
    await t?.close();
    await link?.cut();
    await scratch?.drop();
  });

  const search = (language: string) =>
    t.http.get('/api/Vacancy/SearchVacancies').query({ searchTerm: 'react' }).set('Accept-Language', language);

  it('answers 503 with the failure envelope in both languages and Retry-After, then serves again by itself', async () => {
    dataOf(await search('en'));

    await link.cut();
    const english = await search('en');
    expect(errorsOf(english, 503)).toEqual({
      _: ['The site is briefly unavailable. Please try again in a few seconds.'],
    });
    expect(english.headers['retry-after']).toBe('5');
    const georgian = await search('ka');
    expect(errorsOf(georgian, 503)._[0]).toMatch(GEORGIAN);
    const signIn = await t.http
      .post('/api/Account/SignIn')
      .send({ email: 'nobody@example.com', password: 'Whatever-1' });
    errorsOf(signIn, 503);
    // A page (its head needs the vacancy) is a plain HTML page in its address's language, reloading itself.
    for (const [language, path, text] of [
      ['en', '/vacancies/123456', 'The site is briefly unavailable.'],
      ['ka', '/ka/vacancies/123456', 'საიტი დროებით მიუწვდომელია.'],
    ]) {
      const page = await t.http.get(path);
      expect(page.status).toBe(503);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['retry-after']).toBe('5');
      expect(page.text).toContain(`<html lang="${language}">`);
      expect(page.text).toContain(text);
      expect(page.text).toContain('<meta http-equiv="refresh" content="5">');
    }

    await link.open();
    dataOf(await search('en'));
    expect((await t.http.get('/vacancies/123456')).status).toBe(404);
  });
});
