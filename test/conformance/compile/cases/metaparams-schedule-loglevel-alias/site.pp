schedule { "daily": period => daily }
notify { "m": noop => true, schedule => "daily", loglevel => warning, tag => ["x", "Y"], alias => "mm" }
notify { "n": require => Notify["mm"] }
