module.exports = require('@console/federation').createRemoteConfig({ dir: __dirname, name: 'trading', port: 3104 });
