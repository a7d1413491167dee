Service['b'] <- Package['a']
