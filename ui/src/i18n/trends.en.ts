/** English strings of the trends page (docs/trends.md#the-page). */
export const trendsEn = {
  'trends.intro': 'Lifetime figures from the orders and visits that came through your links.',
  'trends.seeAll': 'See all',
  'trends.hide': 'Hide',

  'trends.top.title': 'Top Performing Products',
  'trends.top.empty': 'No sales through your links yet. Your best sellers show here once shoppers view and buy through your links.',
  'trends.combinations.title': 'Best Combinations',
  'trends.combinations.empty':
    'No products are bought together often enough yet. Combinations show once at least 3 orders through your links hold the same products.',
  'trends.complementary.title': 'Complementary Products',
  'trends.complementary.boughtWith': 'What sells with {title}',
  'trends.complementary.change': 'Change product',
  'trends.complementary.choose': 'Choose a product',
  'trends.complementary.none': 'No sales through your links yet. Choose a product to see what sells with it.',
  'trends.complementary.empty': 'Nothing sells with {title} through your links yet.',

  'trends.product.score': 'Selling score {score}',
  'trends.product.complementScore': 'Combination score {score}',
  'trends.combination.support': 'Bought together in {percent}% of orders',
  'trends.combination.lift': '{lift}× more often than chance',
  'trends.quickLink': 'Create link',
  'trends.quickLink.for': 'Create link: {titles}',

  'trends.upgrade.title': 'Upgrade to get access',
  'trends.upgrade.message': 'Trends (your top products, what sells together and what to pair) come with the Business and Pro plans.',
  'trends.upgrade.button': 'See plans',
  'trends.merchantOnly': "Trends show the whole shop's sales, so only the merchant sees them.",
} as const;
