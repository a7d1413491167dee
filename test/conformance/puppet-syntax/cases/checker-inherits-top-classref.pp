class a inherits ::B {}
