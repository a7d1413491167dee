type Site::Small = Integer[0, 9]
