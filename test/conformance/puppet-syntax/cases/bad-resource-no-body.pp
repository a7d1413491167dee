package 'mc'
