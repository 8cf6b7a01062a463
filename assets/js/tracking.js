// Partner click tracking (spec 7): written to the browser console only, never sent anywhere.

export function trackPartnerClick(partnerId, action) {
  console.info("[tracking] partner click", partnerId, action);
}
