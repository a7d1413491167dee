notify { 'e1': message => "${('Ünïcödé' !~ (Numeric == Sensitive('s3cret')))}" }
