notify { 'e1': message => "${Integer(Sensitive('s3cret'))}" }
