/**
 * kill -9 in the middle of checkouts, then restart: reconciliation must settle every payment the gateway
 * captured, without any webhook being delivered again, within two reconciliation runs. Also: payments the
 * gateway captures while the server is down (the checkout page is the gateway's, it keeps working), second
 * payments on orders already paid whose webhook was lost (they must be refunded), and a backlog of 3,000
 * abandoned checkouts that must not delay any of it. Exits 1 if any captured payment is left neither fulfilling
 * its order nor refunded (or both), or if settling took more than two runs.
 *
 *   node --import tsx scripts/chaos/kill-during-checkout.ts   (PostgreSQL at CHAOS_PG_URL, default local)
 */
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { capturedPaymentInvariant } from '../../apps/api/src/modules/commerce/reconciliation.ts';
import { createSimulatedGateway } from '../../apps/api/src/plugins/payment-gateway.ts';
import { Browser, freePort, log, sleep, startServer, throwAwayDatabase } from './harness.ts';

const LEARNERS = Number(process.env.CHAOS_LEARNERS ?? 30);
const RECONCILE_AFTER_SECONDS = 2;
const SETTLE_DEADLINE_MS = 60_000;
/** Learners who pay, then pay the same order again from a second tab; that second webhook is lost. */
const SECOND_PAYERS = Number(process.env.CHAOS_SECOND_PAYERS ?? 4);
const ABANDONED_CHECKOUTS = Number(process.env.CHAOS_ABANDONED ?? 3000);
/** Settlement after the restart must not depend on the backlog: every captured payment within this many runs. */
const RUNS_ALLOWED = 2;

const database = await throwAwayDatabase('kill');
let exitCode = 1;
try {
  const port = await freePort();
  const env = {
    DATABASE_URL: database.url,
    DEMO_DATA: '1',
    RECONCILE_INTERVAL_SECONDS: '1',
    RECONCILE_AFTER_SECONDS: String(RECONCILE_AFTER_SECONDS),
  };
  let server = await startServer(env, port);
  log(`server up on ${server.baseUrl} (database ${database.name}); registering ${LEARNERS} learners`);

  const list = (await new Browser(server.baseUrl).call('GET', '/api/courses/getCourse')).json as {
    data?: { _id: string; status?: string | null }[];
  };
  const onSale = (list.data ?? []).filter((course) => course.status !== 'coming soon');
  if (onSale.length === 0) throw new Error('no course on sale in the demo data');

  const learners: Browser[] = [];
  for (let index = 0; index < LEARNERS; index += 1) {
    const browser = new Browser(server.baseUrl);
    const email = `chaos-${index}-${Date.now()}@example.com`;
    const registered = await browser.call('POST', '/api/user/register', {
      name: `Chaos Learner ${index}`,
      email,
      mobileNo: '9876543210',
      password: 'Chaos@12345',
    });
    if (registered.status !== 201)
      throw new Error(`register: ${registered.status} ${JSON.stringify(registered.json)}`);
    const login = await browser.call('POST', '/api/user/login', { email, password: 'Chaos@12345' });
    if (login.status !== 200) throw new Error(`login: ${login.status} ${JSON.stringify(login.json)}`);
    learners.push(browser);
  }

  // A few learners pay, then pay the same order again from a second tab: the gateway captures that second
  // payment, and its webhook is lost (written straight into the gateway's books, as the kill would leave it).
  let secondPayments = 0;
  for (const [index, browser] of learners.slice(0, SECOND_PAYERS).entries()) {
    const course = onSale[(index + 1) % onSale.length];
    const order = await browser.call('POST', '/api/payment/createOrder', { courseId: course?._id });
    if (order.status !== 200) throw new Error(`second payer's order: ${order.status}`);
    const checkout = order.json.data as { token: string; razorpayOrder: { id: string; amount: number } };
    const paid = await browser.call('POST', '/api/payment/simulator/pay', {
      orderId: checkout.razorpayOrder.id,
      outcome: 'success',
    });
    const confirmed = await browser.call('POST', '/api/payment/verifyPayment', {
      token: checkout.token,
      ...(paid.json.data as object),
    });
    if (confirmed.status !== 200) throw new Error(`second payer's first payment: ${confirmed.status}`);
    await database.query(
      "insert into simulated_gateway_payments (id, order_id, amount_paise, currency, status) select $1, o.gateway_order_id, o.amount_paise, 'INR', 'captured' from orders o where o.id = $2",
      [`pay_simtwice${Math.random().toString(36).slice(2, 12)}`, checkout.token],
    );
    secondPayments += 1;
  }

  // Checkouts opened and left over the past days, never attempted at the gateway: one multi-row insert.
  await database.query(
    `insert into orders (receipt, user_id, kind, amount_paise, gateway, gateway_order_id, created_at)
     select 'PS-ABANDONED-' || n, (select id from users where email like 'chaos-%' limit 1), 'single', 99900,
       'simulated', 'order_abandoned_' || n, now() - interval '2 days' - n * interval '1 minute'
     from generate_series(1, $1::int) as n`,
    [ABANDONED_CHECKOUTS],
  );
  log(
    `${secondPayments} paid orders paid a second time (webhook lost); ${ABANDONED_CHECKOUTS} abandoned checkouts`,
  );

  // Every learner checks out one course: create the order, pay in the checkout, confirm with verify.
  let ordersCreated = 0;
  let verified = 0;
  const checkouts = learners.map(async (browser, index) => {
    const course = onSale[index % onSale.length];
    try {
      const order = await browser.call('POST', '/api/payment/createOrder', { courseId: course?._id });
      if (order.status !== 200) return;
      ordersCreated += 1;
      const checkout = order.json.data as { token: string; razorpayOrder: { id: string } };
      const razorpayOrder = checkout.razorpayOrder;
      const paid = await browser.call('POST', '/api/payment/simulator/pay', {
        orderId: razorpayOrder.id,
        outcome: 'success',
      });
      if (paid.status !== 200) return;
      const confirmed = await browser.call('POST', '/api/payment/verifyPayment', {
        token: checkout.token,
        ...(paid.json.data as object),
      });
      if (confirmed.status === 200) verified += 1;
    } catch {
      // the server was killed under this checkout
    }
  });
  // Kill as soon as some checkouts are under way.
  while (ordersCreated < Math.ceil(LEARNERS / 3)) await sleep(5);
  await server.kill('SIGKILL');
  await Promise.allSettled(checkouts);
  log(`killed with SIGKILL: ${ordersCreated} orders created, ${verified} verified before the kill`);

  // While we are down the gateway still takes payments for the open checkouts (its checkout page is its own).
  const open = await database.query<{ gateway_order_id: string; amount_paise: number }>(
    "select gateway_order_id, amount_paise from orders where status = 'created' and created_at > now() - interval '1 hour'",
  );
  for (const order of open) {
    await database.query(
      "insert into simulated_gateway_payments (id, order_id, amount_paise, currency, status) values ($1, $2, $3, 'INR', 'captured') on conflict do nothing",
      [`pay_simdown${Math.random().toString(36).slice(2, 12)}`, order.gateway_order_id, order.amount_paise],
    );
  }
  const unsettledSql = `
    select count(*)::int as n from simulated_gateway_payments p
    join orders o on o.gateway_order_id = p.order_id
    where p.status = 'captured'
      and o.gateway_payment_id is distinct from p.id
      and not exists (select 1 from refunds r where r.payment_id = p.id)`;
  const [atRestart] = await database.query<{ n: number }>(unsettledSql);
  const [captured] = await database.query<{ n: number }>(
    "select count(*)::int as n from simulated_gateway_payments where status = 'captured'",
  );
  // The invariant, asked of the gateway's books: every captured payment fulfils its order or is refunded.
  const books = await openDatabase({ url: database.url });
  const gatewayBooks = createSimulatedGateway('chaos', books.db);
  const breachesAtRestart = await capturedPaymentInvariant(books.db, gatewayBooks);
  const [queued] = await database.query<{ n: number }>(
    'select count(*)::int as n from orders where abandoned_at is null and gateway_payment_id is null',
  );
  log(
    `${captured?.n} payments captured by the gateway, ${atRestart?.n} of them not settled ` +
      `(${breachesAtRestart.length} neither fulfilling nor refunded); ${queued?.n} open orders queued; restarting`,
  );

  const [{ startedAt } = { startedAt: new Date() }] = await database.query<{ startedAt: Date }>(
    'select now() as "startedAt"',
  );
  server = await startServer(env, port);
  const restartedAt = Date.now();
  let unsettled = atRestart?.n ?? 0;
  while (unsettled > 0 && Date.now() - restartedAt < SETTLE_DEADLINE_MS) {
    await sleep(500);
    unsettled = (await database.query<{ n: number }>(unsettledSql))[0]?.n ?? 0;
  }
  const seconds = ((Date.now() - restartedAt) / 1000).toFixed(1);
  // Refunds are sent at the end of the run that decided them: wait for the gateway to confirm them too.
  let breaches = await capturedPaymentInvariant(books.db, gatewayBooks);
  while (breaches.length > 0 && Date.now() - restartedAt < SETTLE_DEADLINE_MS) {
    await sleep(500);
    breaches = await capturedPaymentInvariant(books.db, gatewayBooks);
  }
  // Each run stamps the orders it claims (abandoned ones keep the stamp), so the runs since the restart up to
  // the last settlement or refund are the runs it took.
  const [runs] = await database.query<{ n: number }>(
    `with last_settled as (
       select greatest(
         (select max(created_at) from order_events where source = 'reconciliation' and created_at >= $1),
         (select max(processed_at) from refunds where processed_at >= $1)) as at)
     select count(distinct last_checked_at)::int as n from orders, last_settled
     where last_checked_at >= $1 and last_checked_at <= last_settled.at`,
    [startedAt],
  );
  await books.close();
  const [orphans] = await database.query<{ n: number }>(
    "select count(*)::int as n from enrollments e where e.order_id is not null and not exists (select 1 from orders o where o.id = e.order_id and o.status = 'paid')",
  );
  const [doubleCharged] = await database.query<{ n: number }>(`
    select count(*)::int as n from (
      select o.user_id, i.course_id from orders o join order_items i on i.order_id = o.id
      where o.status = 'paid' group by o.user_id, i.course_id having count(*) > 1) twice`);
  // Every paid order has its GST invoice, and the invoice series has no gap and no repeat.
  const [uninvoiced] = await database.query<{ n: number }>(
    "select count(*)::int as n from orders o where o.paid_at is not null and not exists (select 1 from tax_documents d where d.order_id = o.id and d.kind = 'invoice')",
  );
  const [series] = await database.query<{ n: number; top: number }>(
    "select count(*)::int as n, coalesce(max(right(number, 6)::int), 0) as top from tax_documents where kind = 'invoice'",
  );
  const gapless = series?.n === series?.top;
  log(
    `after restart: ${unsettled} captured payments unsettled after ${seconds} s (reconciliation every 1 s, orders older than ${RECONCILE_AFTER_SECONDS} s); ` +
      `${breaches.length} captured payments neither fulfilling nor refunded (or both); settled within ${runs?.n} reconciliation runs (allowed ${RUNS_ALLOWED}); ` +
      `${orphans?.n} enrollments without a paid order; ${doubleCharged?.n} courses paid twice by one learner; ` +
      `${uninvoiced?.n} paid orders without an invoice; invoice numbers 1..${series?.top} for ${series?.n} invoices`,
  );
  await server.kill('SIGTERM');
  exitCode =
    unsettled === 0 &&
    breaches.length === 0 &&
    (runs?.n ?? 0) <= RUNS_ALLOWED &&
    orphans?.n === 0 &&
    doubleCharged?.n === 0 &&
    uninvoiced?.n === 0 &&
    gapless
      ? 0
      : 1;
  for (const breach of breaches) log(`breach: ${JSON.stringify(breach)}`);
} catch (error) {
  console.error(error);
} finally {
  await database.drop();
}
log(exitCode === 0 ? 'PASS' : 'FAIL');
process.exit(exitCode);
