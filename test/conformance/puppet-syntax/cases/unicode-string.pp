$a = 'héllo ✓'
