notify { 'e1': message => ("tab\there").flatten }
