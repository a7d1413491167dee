Service['b'] <~ File['/a']
