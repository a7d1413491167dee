notice 'x'
