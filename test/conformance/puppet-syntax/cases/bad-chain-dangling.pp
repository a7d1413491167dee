Package['a'] ->
