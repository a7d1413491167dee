$a = 1
'dangling'
