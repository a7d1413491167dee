notify { 'e1': message => ('').strip }
