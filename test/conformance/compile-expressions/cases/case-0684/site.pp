notify { 'e1': message => String((017 !~ Any)) }
