$a = 'line1
line2'
