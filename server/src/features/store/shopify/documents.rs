//! Every GraphQL document the adapter sends to a shop's Admin API, in this one place. A
//! [`Document`] can only be made here, and [`AdminClient::query`](super::admin::AdminClient::query)
//! takes nothing else, so [`ALL`] is the complete list by construction. The test command checks
//! each one against Shopify's published schema of the pinned API version, and checks the sandbox
//! store's answers to each against the same schema (docs/store.md#admin-api-version-and-schema):
//! that is what keeps a field name the adapter and the sandbox both got wrong from passing.
//!
//! A selection of an interface or union asks for `__typename`, so that an answer can be checked
//! against the object type it claims to be.

/// One Admin API document (a query or a mutation), named after its constant.
#[derive(Debug)]
pub struct Document {
    name: &'static str,
    text: &'static str,
}

impl Document {
    /// Its constant's name, which the recorded traffic carries.
    pub fn name(&self) -> &'static str {
        self.name
    }

    /// The GraphQL text sent.
    pub fn text(&self) -> &'static str {
        self.text
    }
}

/// Defines each document as a `pub static` and lists them all in [`ALL`].
macro_rules! documents {
    ($($(#[doc = $doc:literal])* $name:ident = $text:expr;)+) => {
        $($(#[doc = $doc])* pub static $name: Document = Document { name: stringify!($name), text: $text };)+
        /// Every document above: what the schema check validates and expects the tests to send.
        pub static ALL: &[&Document] = &[$(&$name),+];
    };
}

/// The fields read of a code discount. Shopify's `DiscountCode` is a union (basic, buy-X-get-Y,
/// free shipping, app); title, status and summary are read of basic codes, the kind the app
/// creates and the one the sandbox store implements.
macro_rules! code_discount {
    () => {
        code_discount!("codeDiscount")
    };
    ($field:literal) => {
        concat!(
            $field,
            " { __typename ... on DiscountCodeBasic { title status summary codes(first: 1) { nodes { code } } } }"
        )
    };
}

documents! {
    /// The shop's profile.
    SHOP = "{ shop { name email currencyCode myshopifyDomain ianaTimezone } }";

    /// A page of collections for the catalog sync.
    COLLECTIONS = "query($after: String) { collections(first: 50, after: $after) { \
        edges { node { id handle title description image { url } productsCount { count } } } \
        pageInfo { hasNextPage endCursor } } }";

    /// A page of products for the catalog sync. Five products a page: Shopify prices a
    /// connection at `first` times its children, so five products with up to 100 variants, 20
    /// images and 20 collections each stay near 710 points, under the 1,000-point limit of a
    /// single query.
    PRODUCTS = "query($after: String) { products(first: 5, after: $after) { \
        edges { node { id handle title description productType status tags totalInventory onlineStoreUrl \
        featuredImage { url } images(first: 20) { nodes { url } } options { name position values } \
        variants(first: 100) { nodes { id title sku price inventoryQuantity selectedOptions { name value } image { url } } } \
        collections(first: 20) { nodes { id } } } } \
        pageInfo { hasNextPage endCursor } } }";

    /// One product, re-read after a product webhook.
    PRODUCT = "query($id: ID!) { product(id: $id) { id handle title description productType status tags \
        totalInventory onlineStoreUrl featuredImage { url } images(first: 20) { nodes { url } } options { name position values } \
        variants(first: 100) { nodes { id title sku price inventoryQuantity selectedOptions { name value } image { url } } } \
        collections(first: 50) { nodes { id } } } }";

    /// The shop's webhook subscriptions, a page at a time.
    WEBHOOK_SUBSCRIPTIONS = "query($after: String) { webhookSubscriptions(first: 100, after: $after) { \
        nodes { topic uri } \
        pageInfo { hasNextPage endCursor } } }";

    /// Subscribes to one topic.
    WEBHOOK_SUBSCRIPTION_CREATE = "mutation($topic: WebhookSubscriptionTopic!, $subscription: WebhookSubscriptionInput!) { \
        webhookSubscriptionCreate(topic: $topic, webhookSubscription: $subscription) { \
        webhookSubscription { id topic } userErrors { field message } } }";

    /// A recurring app subscription with a free trial.
    APP_SUBSCRIPTION_CREATE = "mutation($name: String!, $lineItems: [AppSubscriptionLineItemInput!]!, $returnUrl: URL!, \
        $trialDays: Int, $test: Boolean) { appSubscriptionCreate(name: $name, lineItems: $lineItems, returnUrl: $returnUrl, \
        trialDays: $trialDays, test: $test) { appSubscription { id status } confirmationUrl userErrors { field message } } }";

    /// Cancels an app subscription.
    APP_SUBSCRIPTION_CANCEL = "mutation($id: ID!) { appSubscriptionCancel(id: $id) { appSubscription { id status } \
        userErrors { field message } } }";

    /// Every subscription of the app on the shop, with its status, its current cycle's end and
    /// its usage line (the per-sale fee's: its cap per cycle and what is used of it).
    APP_SUBSCRIPTIONS = "{ currentAppInstallation { allSubscriptions(first: 50) { nodes { id name status \
        currentPeriodEnd lineItems { id plan { pricingDetails { __typename ... on AppUsagePricing { \
        cappedAmount { amount currencyCode } balanceUsed { amount currencyCode } } } } } } } } }";

    /// Charges one usage record on a subscription's usage line; the key makes a repeat answer
    /// the record made the first time instead of charging again.
    APP_USAGE_RECORD_CREATE = "mutation($subscriptionLineItemId: ID!, $price: MoneyInput!, $description: String!, \
        $idempotencyKey: String) { appUsageRecordCreate(subscriptionLineItemId: $subscriptionLineItemId, \
        price: $price, description: $description, idempotencyKey: $idempotencyKey) { \
        appUsageRecord { id } userErrors { field message } } }";

    /// A code discount by its code (Shopify matches codes ignoring case).
    DISCOUNT_BY_CODE = concat!(
        "query($code: String!) { codeDiscountNodeByCode(code: $code) { id ",
        code_discount!(),
        " } }"
    );

    /// The newest code discounts (`discountNodes` lists automatic ones too, which the search
    /// leaves out; the alias keeps the shape of the other code documents).
    DISCOUNT_CODES = concat!(
        "query($first: Int!) { discountNodes(first: $first, reverse: true, query: \"method:code\") { nodes { id ",
        code_discount!("codeDiscount: discount"),
        " } } }"
    );

    /// Creates a basic code discount.
    DISCOUNT_CODE_CREATE = concat!(
        "mutation($input: DiscountCodeBasicInput!) { discountCodeBasicCreate(basicCodeDiscount: $input) { \
         codeDiscountNode { id ",
        code_discount!(),
        " } userErrors { field message code } } }"
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_document_has_its_own_name_and_text() {
        let names: std::collections::HashSet<_> = ALL.iter().map(|d| d.name()).collect();
        let texts: std::collections::HashSet<_> = ALL.iter().map(|d| d.text()).collect();
        assert_eq!((names.len(), texts.len()), (ALL.len(), ALL.len()));
        assert!(ALL.iter().any(|d| d.name() == "DISCOUNT_CODE_CREATE" && d.text().contains("__typename")));
    }
}
