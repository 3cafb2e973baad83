module.exports = require('@console/federation').createRemoteConfig({ dir: __dirname, name: 'finance', port: 3102 });
