notify { 'e1': message => "${max(('42' <= 7))}" }
