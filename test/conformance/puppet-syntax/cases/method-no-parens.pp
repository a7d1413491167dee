$a = 'x'.upcase
