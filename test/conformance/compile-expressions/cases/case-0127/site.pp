notify { 'e1': message => "${({} in (false >= 3.0))}" }
