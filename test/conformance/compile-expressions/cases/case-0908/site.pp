notify { 'e1': message => "${("tab\there").reverse_each}" }
