module.exports = require('@console/federation').createRemoteConfig({ dir: __dirname, name: 'perpetual', port: 3105 });
