import ProjectDescription

let template = Template(description: "App template", attributes: [.required("name")], items: [])
