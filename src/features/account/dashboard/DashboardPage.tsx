import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { MagentoDate } from '../../../lib/date/MagentoDate';
import styles from '../frame/account.module.css';
import { AccountNav } from '../frame/AccountNav';
import { AccountPage } from '../frame/AccountPage';
import { AddressLines } from '../../order/address/AddressLines';
import { LanguageChoice } from '../../chrome/language-switcher/LanguageChoice';
import dashboard from './dashboard.module.css';
import { useDashboard, type DashboardTalon } from './useDashboard';

function AccountCard({ customer }: { customer: NonNullable<DashboardTalon['customer']> }) {
  return (
    <section className={styles.card} aria-labelledby="dashboard-contact">
      <div className={styles.cardHeader}>
        <h2 id="dashboard-contact" className={styles.cardHeading}>
          <FormattedMessage id="accountDashboard.contact" />
        </h2>
        <Link className={styles.link} to="/account-information">
          <FormattedMessage id="accountDashboard.edit" />
        </Link>
      </div>
      <p className={styles.muted}>
        {customer.firstname} {customer.lastname}
        <br />
        {customer.email}
      </p>
      <p className={styles.muted}>
        <FormattedMessage id={customer.is_subscribed ? 'accountDashboard.subscribed' : 'accountDashboard.notSubscribed'} />
      </p>
    </section>
  );
}

function AddressesCard({ shipping, billing, sameBilling }: Pick<DashboardTalon, 'shipping' | 'billing' | 'sameBilling'>) {
  return (
    <section className={styles.card} aria-labelledby="dashboard-addresses">
      <div className={styles.cardHeader}>
        <h2 id="dashboard-addresses" className={styles.cardHeading}>
          <FormattedMessage id="accountDashboard.addresses" />
        </h2>
        <Link className={styles.link} to="/address-book">
          <FormattedMessage id="accountDashboard.manageAddresses" />
        </Link>
      </div>
      {shipping ? (
        <div>
          <h3 className={dashboard.minorHeading}>
            <FormattedMessage id={sameBilling ? 'accountDashboard.defaultBoth' : 'accountDashboard.defaultShipping'} />
          </h3>
          <AddressLines address={{ ...shipping, region: shipping.region?.region }} />
        </div>
      ) : (
        <p className={styles.muted}>
          <FormattedMessage id="accountDashboard.noAddress" />
        </p>
      )}
      {billing ? (
        <div>
          <h3 className={dashboard.minorHeading}>
            <FormattedMessage id="accountDashboard.defaultBilling" />
          </h3>
          <AddressLines address={{ ...billing, region: billing.region?.region }} />
        </div>
      ) : null}
    </section>
  );
}

function BalancesCard({ points, credit, formatPrice, formatPoints }: Pick<DashboardTalon, 'points' | 'credit' | 'formatPrice' | 'formatPoints'>) {
  return (
    <section className={styles.card} aria-labelledby="dashboard-balances">
      <h2 id="dashboard-balances" className={styles.cardHeading}>
        <FormattedMessage id="accountDashboard.balances" />
      </h2>
      <div className={dashboard.balances}>
        <Link className={dashboard.balance} to="/reward-points">
          <span className={styles.muted}>
            <FormattedMessage id="accountDashboard.points" />
          </span>
          <span className={`${styles.figure} ${dashboard.balanceFigure}`}>
            {formatPoints(points?.points ?? 0)}
          </span>
          {points ? <span className={styles.muted}>{formatPrice(points.money)}</span> : null}
        </Link>
        {credit ? (
          <Link className={dashboard.balance} to="/store-credit">
            <span className={styles.muted}>
              <FormattedMessage id="accountDashboard.credit" />
            </span>
            <span className={`${styles.figure} ${dashboard.balanceFigure}`}>{formatPrice(credit)}</span>
          </Link>
        ) : null}
      </div>
    </section>
  );
}

function OrdersCard({ orders, orderCount, formatPrice, statusLabel }: Pick<DashboardTalon, 'orders' | 'orderCount' | 'formatPrice' | 'statusLabel'>) {
  return (
    <section className={`${styles.card} ${dashboard.wide}`} aria-labelledby="dashboard-orders">
      <div className={styles.cardHeader}>
        <h2 id="dashboard-orders" className={styles.cardHeading}>
          <FormattedMessage id="accountDashboard.recentOrders" />
        </h2>
        {orderCount > 0 ? (
          <Link className={styles.link} to="/order-history">
            <FormattedMessage id="accountDashboard.allOrders" values={{ count: orderCount }} />
          </Link>
        ) : null}
      </div>
      {orders.length === 0 ? (
        <p className={styles.muted}>
          <FormattedMessage id="accountDashboard.noOrders" />
        </p>
      ) : (
        <ul className={dashboard.orders}>
          {orders.map((order) => (
            <li key={order.id} className={dashboard.order}>
              <Link className={styles.link} to={`/order/${order.number}`}>
                <FormattedMessage id="accountDashboard.orderNumber" values={{ number: order.number }} />
              </Link>
              <span className={styles.muted}>
                <MagentoDate value={order.order_date} />
              </span>
              <span className={dashboard.status}>{statusLabel(order.status)}</span>
              <span className={dashboard.total}>{order.total ? formatPrice(order.total.grand_total) : null}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** On a phone (no header switcher there) the My account tab is where the language is chosen, signed in or not. */
function LanguageCard() {
  return (
    <section className={`${styles.card} ${dashboard.phoneOnly}`} aria-labelledby="dashboard-language">
      <h2 id="dashboard-language" className={styles.cardHeading}>
        <FormattedMessage id="languageSwitcher.heading" />
      </h2>
      <LanguageChoice variant="buttons" />
    </section>
  );
}

/** A guest's way into the account (the spec leaves /customer/account public: the tab bar links it). */
function GuestAccount() {
  // Sign-in returns here afterwards (its state.from).
  const from = { from: '/customer/account' };
  return (
    <div className={dashboard.guest}>
      <section className={styles.card} aria-labelledby="dashboard-guest">
        <h1 id="dashboard-guest" className={styles.cardHeading}>
          <FormattedMessage id="account.title" />
        </h1>
        <p className={styles.muted}>
          <FormattedMessage id="accountDashboard.guestText" />
        </p>
        <div className={styles.actions}>
          <Link className={styles.primary} to="/sign-in" state={from}>
            <FormattedMessage id="accountMenu.signIn" />
          </Link>
          <Link className={styles.secondary} to="/create-account">
            <FormattedMessage id="accountMenu.createAccount" />
          </Link>
        </div>
      </section>
      <LanguageCard />
    </div>
  );
}

/** /customer/account: the customer's dashboard; on a phone also the list of account areas. */
export default function DashboardPage() {
  const talon = useDashboard();
  if (!talon.isSignedIn) return <GuestAccount />;
  return (
    <AccountPage titleId="account.title" isLoading={talon.isLoading}>
      {talon.error ? (
        <p className={styles.error} role="alert">
          {talon.error}
        </p>
      ) : null}
      {talon.customer ? (
        <>
          <p className={dashboard.greeting}>
            <FormattedMessage id="accountDashboard.greeting" values={{ name: talon.customer.firstname }} />
          </p>
          <AccountNav variant="list" />
          <div className={styles.cards}>
            <AccountCard customer={talon.customer} />
            <AddressesCard shipping={talon.shipping} billing={talon.billing} sameBilling={talon.sameBilling} />
            {talon.points || talon.credit ? <BalancesCard points={talon.points} credit={talon.credit} formatPrice={talon.formatPrice} formatPoints={talon.formatPoints} /> : null}
            <OrdersCard orders={talon.orders} orderCount={talon.orderCount} formatPrice={talon.formatPrice} statusLabel={talon.statusLabel} />
            <LanguageCard />
          </div>
        </>
      ) : null}
    </AccountPage>
  );
}
