import { page, type PermissionDef } from './define';

/** The trading areas' pages: risk control, coins and coin pairs, futures, convert and perpetual. */

/** The price feed's state: every page that shows prices says when no feed is configured. */
const FEED = 'GET market/feed';

/** RiskControl (51-60). */
export const RISK_CONTROL: PermissionDef[] = [
  ...page(
    'RiskControl',
    [51, 'risk.pairs', ['POST risk/setting/list', 'POST risk/setting/preview', FEED]],
    [52, 'risk.setReferencePrice', ['POST risk/setting/add']],
    [53, 'risk.loopSetting', ['POST risk/setting/loop']],
  ),
  ...page('RiskControl', [54, 'risk.records', ['POST risk/record/list']]),
];

/** Coin (131-145). */
export const COIN: PermissionDef[] = [
  ...page(
    'Coin',
    [131, 'coins.list', ['POST coin/list']],
    [132, 'coins.add', ['POST coin/add']],
    [133, 'coins.edit', ['POST coin/edit']],
    [134, 'coins.delete', ['POST coin/del/{id}']],
    [135, 'coins.editIcon', ['POST coin/editIcon/{id}']],
  ),
  ...page(
    'Coin',
    [136, 'coinPairs.list', ['POST system/tradingPair/list', FEED]],
    [137, 'coinPairs.add', ['POST system/tradingPair/add']],
    [138, 'coinPairs.edit', ['POST system/tradingPair/edit']],
  ),
];

/** Future (146-200). */
export const FUTURE: PermissionDef[] = [
  ...page(
    'Future',
    [146, 'futurePairs.list', ['POST futures/tradingPairList', FEED]],
    [147, 'futurePairs.add', ['POST futures/tradingPair/add']],
    [148, 'futurePairs.edit', ['POST futures/tradingPair/edit']],
    [149, 'futurePairs.delete', ['POST futures/tradingPairList/del/{id}']],
  ),
  ...page(
    'Future',
    [150, 'gameplays.list', ['POST futures/gamePlay/list']],
    [151, 'gameplays.add', ['POST futures/gamePlay/add']],
    [152, 'gameplays.edit', ['POST futures/gamePlay/edit']],
  ),
  ...page(
    'Future',
    [153, 'futureOrders.list', ['POST futures/futuresOrders', 'GET futures/order/detail/{id}']],
    [
      154,
      'futureOrders.fixFilledAmount',
      [
        'POST futures/order/fix',
        // Development only (not registered in production): plays an end user's futures order (`npm run trade-demo`).
        'POST dev/trading/futures-order',
      ],
    ],
    [155, 'futureOrders.export', ['POST reporting/futures/export/futuresRecord']],
  ),
  ...page(
    'Future',
    [156, 'runners.list', ['POST futures/runner/list', 'GET futures/runner/detail/{id}', FEED]],
    [157, 'runners.control', ['POST futures/runner/systemic/control']],
  ),
  ...page(
    'Future',
    [158, 'futureSettings.view', ['GET system/setting/init']],
    [159, 'futureSettings.edit', ['POST system/setting/saveOrUpdate']],
  ),
  ...page(
    'Future',
    [
      160,
      'leadingOrders.list',
      // `follow/skip/list` (not in the spec): the followers a leading order's fan-out skipped, and refused follow requests.
      ['POST follow/list', 'GET follow/tradingPairName', 'POST follow/detail/list', 'POST follow/skip/list'],
    ],
    [
      161,
      'leadingOrders.add',
      [
        'POST follow/add',
        'GET follow/init',
        'GET account/change/upLine/init',
        // Development only (not registered in production): plays a follower's follow request (the client platform's call).
        'POST dev/copy-trading/follow',
      ],
      ['futurePairs.list'],
    ],
    [162, 'leadingOrders.edit', ['POST follow/permissionsType/edit']],
    // Both lists' calls: `type` invite needs leadingOrders.invite, block leadingOrders.block (checked by the route).
    // `follow/invite/remove` (not in the spec) takes one account off a list.
    [163, 'leadingOrders.invite', ['POST follow/invite/add', 'POST follow/invite/add/batch', 'POST follow/invite/remove']],
    [164, 'leadingOrders.block', ['POST follow/invite/add', 'POST follow/invite/add/batch', 'POST follow/invite/remove']],
    [165, 'leadingOrders.export', ['POST reporting/futures/export/futuresLeadingRecord']],
  ),
  ...page(
    'Future',
    [166, 'followingOrders.list', ['POST follow/order/list', 'GET futures/order/detail/{id}']],
    [167, 'followingOrders.export', ['POST reporting/futures/export/futuresFollowingRecord']],
  ),
];

/** Convert (201-210). */
export const CONVERT: PermissionDef[] = [
  ...page(
    'Convert',
    [201, 'convertPairs.list', ['POST convert/list', FEED]],
    [202, 'convertPairs.add', ['POST convert/add']],
    [
      203,
      'convertPairs.edit',
      [
        'POST convert/edit',
        // Development only (not registered in production): plays an end user's convert order (`npm run trade-demo`).
        'POST dev/trading/convert-order',
      ],
    ],
    [204, 'convertPairs.delete', ['POST convert/del/{id}']],
  ),
  ...page(
    'Convert',
    [205, 'convertOrders.list', ['POST convert/record/list']],
    [206, 'convertOrders.export', ['POST reporting/user/convertRecord/export']],
  ),
];

/** Perpetual (211-235). */
export const PERPETUAL: PermissionDef[] = [
  ...page(
    'Perpetual',
    [211, 'perpetualPairs.list', ['POST perpetual/trading-pair/list']],
    [212, 'perpetualPairs.add', ['POST perpetual/trading-pair']],
    [213, 'perpetualPairs.edit', ['PATCH perpetual/trading-pair/{id}']],
  ),
  ...page(
    'Perpetual',
    // A position's detail (its orders and ledger rows) from the open positions and from the position history.
    [214, 'perpetualPositions.list', ['POST perpetual/position/list', 'GET perpetual/position/{id}']],
    [215, 'perpetualPositions.close', ['POST perpetual/order']],
  ),
  ...page(
    'Perpetual',
    [216, 'perpetualWarnings.list', ['POST perpetual/position/warning/list']],
    [217, 'perpetualWarnings.close', ['POST perpetual/order']],
  ),
  ...page(
    'Perpetual',
    [218, 'perpetualOpenOrders.list', ['GET perpetual/order/page', 'GET perpetual/strategy/order/{id}']],
    [
      219,
      'perpetualOpenOrders.cancel',
      [
        'PATCH perpetual/order/cancel',
        // Development only (not registered in production): plays an end user's perpetual order (the browser tests').
        'POST dev/perpetual/order',
      ],
    ],
  ),
  ...page(
    'Perpetual',
    [220, 'perpetualOrderHistory.list', ['POST perpetual/order/history/list']],
    [221, 'perpetualOrderHistory.export', ['POST reporting/perpetual/export/perpetualOrderHistoryRecord']],
  ),
  ...page(
    'Perpetual',
    [222, 'perpetualPositionHistory.list', ['POST perpetual/position/history/list', 'GET perpetual/position/{id}']],
    [223, 'perpetualPositionHistory.export', ['POST reporting/perpetual/export/perpetualPositionHistoryRecord']],
  ),
  ...page(
    'Perpetual',
    [224, 'perpetualSettings.view', ['GET perpetual/setting/list']],
    [225, 'perpetualSettings.edit', ['PATCH perpetual/setting/{id}']],
  ),
];
