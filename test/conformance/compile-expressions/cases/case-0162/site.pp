notify { 'e1': message => ('true' or Sensitive('s3cret')) }
