notify { 'e1': message => ((Sensitive('s3cret') % default) =~ 'a,b,c') }
