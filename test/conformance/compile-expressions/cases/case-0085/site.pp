notify { 'e1': message => (1 + Sensitive('s3cret')) }
