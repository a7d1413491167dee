notify { 'e1': message => "${(('ABC').min != ['a', 'a', 'b'])}" }
