class a inherits ::b {}
