/**
 * Contact details in the 21 disguises an outside probe tried on the review filter (issue 46):
 * spelled out, pulled apart, fullwidth, other scripts' digits, other endings, handles. Core's
 * rule and the API's review endpoint refuse each.
 */
export const CONTACT_DISGUISES = [
  'maria at example dot com',
  'maria (at) example (dot) com',
  'maria [at] example [dot] gr',
  'maria{at}example{dot}net',
  'maria AT example DOT com',
  'maria @ example . com',
  'ｍａｒｉａ＠ｅｘａｍｐｌｅ．ｃｏｍ',
  'Call ６９１２３４５６７８',
  'Call ٦٩١٢٣٤٥٦٧٨',
  'Call ۶۹۱۲۳۴۵۶۷۸',
  'Call ६९१२३४५६७८',
  'Call +৩০ ৬৯১ ২৩৪ ৫৬৭৮',
  'Call 𝟔𝟗𝟏𝟐𝟑𝟒𝟓𝟔𝟕𝟖',
  'cheap-cars.xyz',
  'deals at rentme.store',
  'see cars.club for less',
  'find us on ig @maria_rents',
  'DM @cheapcars.gr',
  'telegram: @rentdirect',
  'ｗｗｗ．ｃｈｅａｐ．ｃｏｍ',
  'call six nine: 69 12 34 56 78',
]
