realize User['bob']
