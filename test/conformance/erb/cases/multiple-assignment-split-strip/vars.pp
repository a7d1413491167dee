  $config_data = { 'operationProfiling' => { 'mode' => 'slowOp' } }
  $set_parameter = ['enableLocalhostAuthBypass: false', 'maxTransactionLockRequestTimeoutMillis = 20', 'noSeparator']
