import { RUPIAH_PER_POINT_REDEEMED } from '../../checkout/loyaltyConfig';
import { REFERRAL_POINTS_DEFAULTS } from '../../referral/referralRules';

/** The CMS block /raf shows a guest: what the refer-a-friend programme offers (plain HTML). */
export const RAF_PROGRAMME_BLOCK = 'raf-programme';

const points = (value: number) => new Intl.NumberFormat('id-ID').format(value);
const rupiah = (value: number) => `Rp ${points(value * RUPIAH_PER_POINT_REDEEMED)}`;
const { referrer, friend } = REFERRAL_POINTS_DEFAULTS;

export const RAF_PROGRAMME_CONTENT = `<h2>Share Jingga, earn points together</h2>
<p>Invite your friends and family to shop at Jingga. When a friend who joined with your referral code pays for their first order, you both receive reward points to spend on your next orders.</p>
<ol>
<li><strong>Share your code.</strong> Copy your personal link from this page and send it to the people you care about.</li>
<li><strong>Your friend joins.</strong> They create an account with your code before their first order and receive ${points(friend)} points (worth ${rupiah(friend)}) once it is paid.</li>
<li><strong>You earn.</strong> You receive ${points(referrer)} points (worth ${rupiah(referrer)}) when your friend's first order is paid.</li>
</ol>
<p>Points are added when the first order is paid (an order that costs nothing does not count) and can be spent at checkout; they are taken back if that order is cancelled. Each friend can use one referral code, before their first order.</p>`;
