notify { 'e1': message => "${(('3.5' == default) + (/a+/ <= 017))}" }
